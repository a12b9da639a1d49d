import {
  liveCoverTagList,
  liveStreamCancel,
  liveStreamCountReserve,
  liveStreamGetInfo,
  liveStreamGetStreamStatus,
  liveStreamList,
  liveStreamReserveList,
  liveStreamSave,
  liveStreamStop,
  liveStreamUpdate,
  liveVideoVideoList,
} from '@matchday/contract';
import { isValidDeviceId } from '@matchday/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../http/caller.js';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { LiveStreamService, Watcher } from './live-stream.service.js';

/** Whom playback URLs are signed for: the caller, and a visitor's device id (`deviceNo`, spec §9) when its checksum holds. */
function watcherOf(caller: Caller | null, req: FastifyRequest): Watcher {
  const device = req.headers.deviceno;
  return { caller, device: typeof device === 'string' && isValidDeviceId(device) ? device : null };
}

/** The stream calls of spec §7 "Live"; the rest of the live area answers featureUnavailable until its slice lands. */
export function liveRoutes(app: FastifyInstance, deps: RegistrarDeps, streams: LiveStreamService) {
  registerEndpoint(app, deps, liveStreamSave, ({ caller, body }) => streams.save(caller!, body));
  registerEndpoint(app, deps, liveStreamUpdate, ({ caller, body }) => streams.update(caller!, body));
  registerEndpoint(app, deps, liveStreamStop, ({ caller, body }) => streams.stop(caller!, body.id));
  registerEndpoint(app, deps, liveStreamCancel, ({ caller, body }) => streams.cancel(caller!, body.id));
  registerEndpoint(app, deps, liveStreamList, ({ body, caller, req }) => streams.list(body, watcherOf(caller, req)));
  registerEndpoint(app, deps, liveStreamReserveList, ({ body, caller, req }) =>
    streams.reserveList(body, watcherOf(caller, req)),
  );
  registerEndpoint(app, deps, liveStreamCountReserve, ({ params }) => streams.countReserve(params.id));
  registerEndpoint(app, deps, liveStreamGetStreamStatus, ({ body }) => streams.status(body.id));
  registerEndpoint(app, deps, liveStreamGetInfo, ({ params, caller, req }) =>
    streams.info(params.id, caller, watcherOf(caller, req).device),
  );
  registerEndpoint(app, deps, liveVideoVideoList, ({ caller, req }) => streams.videoList(watcherOf(caller, req)));
  registerEndpoint(app, deps, liveCoverTagList, async ({ lang }) => streams.coverTags(lang));
}

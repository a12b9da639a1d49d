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
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { LiveStreamService } from './live-stream.service.js';

/** The stream calls of spec §7 "Live"; the rest of the live area answers featureUnavailable until its slice lands. */
export function liveRoutes(app: FastifyInstance, deps: RegistrarDeps, streams: LiveStreamService) {
  registerEndpoint(app, deps, liveStreamSave, ({ caller, body }) => streams.save(caller!, body));
  registerEndpoint(app, deps, liveStreamUpdate, ({ caller, body }) => streams.update(caller!, body));
  registerEndpoint(app, deps, liveStreamStop, ({ caller, body }) => streams.stop(caller!, body.id));
  registerEndpoint(app, deps, liveStreamCancel, ({ caller, body }) => streams.cancel(caller!, body.id));
  registerEndpoint(app, deps, liveStreamList, ({ body }) => streams.list(body));
  registerEndpoint(app, deps, liveStreamReserveList, ({ body }) => streams.reserveList(body));
  registerEndpoint(app, deps, liveStreamCountReserve, ({ params }) => streams.countReserve(params.id));
  registerEndpoint(app, deps, liveStreamGetStreamStatus, ({ body }) => streams.status(body.id));
  registerEndpoint(app, deps, liveStreamGetInfo, ({ params, caller }) => streams.info(params.id, caller));
  registerEndpoint(app, deps, liveVideoVideoList, () => streams.videoList());
  registerEndpoint(app, deps, liveCoverTagList, async ({ lang }) => streams.coverTags(lang));
}

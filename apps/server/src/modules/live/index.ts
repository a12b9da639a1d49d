import { join } from 'node:path';
import { ConnectionLimiter, type RealtimeBus } from '@matchday/realtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import { createDemoPublishers } from './demo-publishers.js';
import { demoStreams, seedDemoStreams } from './demo-streams.js';
import { findFont, probeFfmpeg } from './ffmpeg.js';
import { createHlsRemuxer } from './hls-remuxer.js';
import { createLiveStreamRepository, OPEN_STATUSES } from './live-stream.repository.js';
import { createLiveStreamService, type LiveStreamService, type RoomFeeLedger } from './live-stream.service.js';
import { liveRoutes } from './live.routes.js';
import type { MediaServer } from './media-server.js';
import { createNmsMediaServer } from './nms-media-server.js';
import { createPlaybackSigner } from './playback-tokens.js';
import { createSrsMediaServer } from './srs-media-server.js';

export type { LiveStreamService, RoomFeeLedger, StreamEntry, Watcher } from './live-stream.service.js';
export type { MediaServer } from './media-server.js';
export { readConnectionSettings, type ConnectionSettings } from './connection-settings.js';

export interface LiveModule {
  streams: LiveStreamService;
  media: MediaServer;
  /**
   * Who paid a fee room's entry and is not banned from it (the live rooms plug this in when they are
   * made); until then a fee room plays only for its anchor and super admins.
   */
  admitPaidViewers(fees: RoomFeeLedger): void;
  /** The demo anchors' rooms, into an empty table. */
  seedDemo(presenterOf: (userName: string) => Promise<number | undefined>): Promise<void>;
  /** The stream calls, inside the /api registrar. */
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
  /** Playback (or SRS callbacks), at the root, after the websocket plugin. */
  registerRootRoutes(app: FastifyInstance): Promise<void>;
  /** Starts the media server and the demo publishers. */
  onReady(): Promise<void>;
  /** Stops publishers, players and ffmpeg. */
  onClose(): Promise<void>;
}

/**
 * Live video: streams, the media server chosen by MEDIA_SERVER, HLS remux and demo publishers.
 * Without a working ffmpeg the app still runs: no HLS and no demo video, and the log says why.
 * Playback URLs are signed per viewer with a key from the app secret; players are capped per
 * address and in all (config.connections.players).
 */
export async function createLiveModule(opts: {
  config: AppConfig;
  db: AppDatabase;
  bus: RealtimeBus;
  logger: FastifyBaseLogger;
  /** The app secret: playback URLs are signed with a key derived from it, alike on every node. */
  secret: Buffer;
  now?: () => number;
}): Promise<LiveModule> {
  const { config, logger } = opts;
  const live = config.live;
  const ffmpeg = live.mediaServer === 'nms' || live.demo ? await probeFfmpeg(live.ffmpegPath) : null;
  if (ffmpeg && !ffmpeg.ok)
    logger.warn(
      `ffmpeg is not available (${ffmpeg.reason}): no HLS playback and no demo streams; RTMP ingest and HTTP-FLV still work. Set FFMPEG_PATH to a working ffmpeg.`,
    );
  const ffmpegPath = ffmpeg?.ok ? ffmpeg.path : null;
  const signer = createPlaybackSigner(opts.secret, opts.now);
  const players = new ConnectionLimiter(config.connections.players);

  const media: MediaServer =
    live.mediaServer === 'srs' && live.srs
      ? createSrsMediaServer({ ...live.srs, signer, players, logger })
      : createNmsMediaServer({
          host: config.host,
          port: live.rtmpPort,
          publicIngestUrl: live.rtmpPublicUrl ?? null,
          publicHost: new URL(config.publicUrl).hostname,
          publishGraceMs: live.reconnectGraceMs,
          hls: ffmpegPath
            ? createHlsRemuxer({
                ffmpegPath,
                dir: join(config.dataDir, 'live-hls'),
                site: config.site,
                logger,
                signer,
                players,
              })
            : null,
          signer,
          players,
          site: config.site,
          logger,
        });
  const repo = createLiveStreamRepository(opts.db);
  let paidEntries: RoomFeeLedger | undefined;
  const streams = createLiveStreamService({
    repo,
    media,
    bus: opts.bus,
    logger,
    fees: { hasPaid: async (streamId, memberId) => (await paidEntries?.hasPaid(streamId, memberId)) ?? false },
  });
  const demo =
    live.demo && ffmpegPath
      ? createDemoPublishers({
          ffmpegPath,
          fontFile: findFont(),
          logger,
          publishUrl: media.publishUrlForDemo,
          keyOf: async (name) => {
            const row = await repo.findByName(name);
            return row && OPEN_STATUSES.includes(row.status) ? row.streamKey : null;
          },
        })
      : null;

  return {
    streams,
    media,
    admitPaidViewers(fees) {
      paidEntries = fees;
    },
    seedDemo: (presenterOf) => seedDemoStreams(repo, presenterOf, (opts.now ?? Date.now)()),
    registerEndpoints: (api, deps) => liveRoutes(api, deps, streams),
    registerRootRoutes: (app) => media.registerRoutes(app),
    async onReady() {
      if (media.kind === 'nms') await streams.reconcile();
      await media.start(streams.hooks);
      demo?.start(demoStreams.map((s) => ({ name: s.name, label: s.label })));
    },
    async onClose() {
      await demo?.stop();
      await media.stop();
    },
  };
}

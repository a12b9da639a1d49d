import { createServer, type Server, type Socket } from 'node:net';
import type { ConnectionLimiter } from '@matchday/realtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Site } from '@matchday/core';
import { createFlvPlayback } from './flv-playback.js';
import type { HlsRemuxer } from './hls-remuxer.js';
import type { IngestInfo, MediaServer, MediaServerHooks } from './media-server.js';
import {
  NmsRtmpSessionClass,
  nmsContext,
  routeNmsLogs,
  type NmsRtmpSession,
  type NmsSession,
} from './nms-internals.js';
import type { PlaybackSigner } from './playback-tokens.js';

/** The RTMP application every stream publishes under: rtmp://host:port/live/{name}?key={secret}. */
export const RTMP_APP = 'live';

export interface NmsOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** What anchors are told to push to; `rtmp://{public host}:{port}/live` when null. */
  publicIngestUrl: string | null;
  publicHost: string;
  /** How long a dropped publisher may reconnect before the stream comes off air. */
  publishGraceMs: number;
  hls: HlsRemuxer | null;
  /** Signs and checks players' URLs. */
  signer: PlaybackSigner;
  /** Players per address and in all (HTTP-FLV, WS-FLV and HLS together). */
  players: ConnectionLimiter;
  site: Site;
  logger: FastifyBaseLogger;
}

/**
 * The embedded media server: our own RTMP listener hands connections to node-media-server's RTMP
 * sessions; a publish waits (socket paused) until the stream's key is checked, then goes live.
 * Players attach through the app's own HTTP port (flv-playback.ts), HLS through an ffmpeg remux.
 */
export function createNmsMediaServer(opts: NmsOptions): MediaServer {
  const { logger } = opts;
  const ours = new Set<string>();
  const sockets = new Set<Socket>();
  /** The accepted publisher session per stream name. */
  const publishers = new Map<string, NmsRtmpSession>();
  let server: Server | null = null;
  let port = opts.port;
  let hooks: MediaServerHooks | null = null;
  // Until the app's hooks are in, every stream counts as paid: nothing plays unsigned.
  const isPaid = (name: string) => hooks?.isPaid(name) ?? true;
  const playback = createFlvPlayback({
    streamPathOf: (name) => `/${RTMP_APP}/${name}`,
    isLive: (name) => publishers.has(name),
    isPaid,
    signer: opts.signer,
    players: opts.players,
    hls: opts.hls,
    site: opts.site,
  });

  const nameOf = (session: NmsSession) => (session.streamApp === RTMP_APP ? session.streamName : null);

  function onPrePublish(session: NmsSession) {
    if (!ours.has(session.id)) return;
    const rtmp = session as NmsRtmpSession;
    const name = nameOf(session);
    const key = session.streamQuery.key;
    if (!name || typeof key !== 'string') {
      logger.info({ streamPath: session.streamPath }, 'publish refused: no stream key');
      rtmp.socket.destroy();
      return;
    }
    // Nothing is read (so nothing reaches players) until the key is checked.
    rtmp.socket.pause();
    void hooks!
      .authorizePublish(name, key)
      .catch((err: unknown) => {
        logger.error({ err, name }, 'publish check failed');
        return false;
      })
      .then((ok) => {
        const broadcast = nmsContext.broadcasts.get(session.streamPath);
        if (!ok || rtmp.socket.destroyed || broadcast?.publisher !== session) {
          if (!ok) logger.info({ name }, 'publish refused: wrong key, or the stream ended or was cancelled');
          rtmp.socket.destroy();
          return;
        }
        broadcast.publishGraceMs = opts.publishGraceMs;
        publishers.set(name, rtmp);
        rtmp.socket.resume();
        opts.hls?.start(name, session.streamPath);
        void hooks!.onPublish(name);
      });
  }

  function onDonePublish(session: NmsSession) {
    const name = nameOf(session);
    const current = name ? publishers.get(name) : undefined;
    // NMS emits this after the reconnect grace, for the last publisher of the path (ours or one we refused).
    if (!name || !current || (current !== session && nmsContext.broadcasts.get(session.streamPath)?.publisher)) return;
    publishers.delete(name);
    opts.hls?.stop(name);
    playback.endStream(name);
    void hooks!.onUnpublish(name);
  }

  function onPrePlay(session: NmsSession) {
    // Players come through HTTP/WS-FLV and HLS; RTMP playback would bypass viewer counts.
    if (ours.has(session.id)) (session as NmsRtmpSession).socket.destroy();
  }

  return {
    kind: 'nms',

    async registerRoutes(app: FastifyInstance) {
      await playback.registerRoutes(app);
      opts.hls?.registerRoutes(app, isPaid);
    },

    async start(h) {
      hooks = h;
      routeNmsLogs(logger);
      nmsContext.eventEmitter.on('prePublish', onPrePublish);
      nmsContext.eventEmitter.on('donePublish', onDonePublish);
      nmsContext.eventEmitter.on('prePlay', onPrePlay);
      playback.start((name, viewers) => hooks?.onViewers(name, viewers));
      const s = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        const session = new NmsRtmpSessionClass(socket);
        ours.add(session.id);
        socket.on('close', () => ours.delete(session.id));
        session.run();
        nmsContext.sessions.set(session.id, session);
      });
      await new Promise<void>((resolve) => {
        s.once('error', (err: NodeJS.ErrnoException) => {
          // The app keeps serving everything else; only publishing is off.
          logger.error(
            { err },
            `RTMP ingest could not listen on ${opts.host}:${opts.port} (${err.code === 'EADDRINUSE' ? 'port in use' : err.message}); live publishing is off. Set RTMP_PORT to a free port.`,
          );
          resolve();
        });
        s.listen(opts.port, opts.host, () => {
          server = s;
          const address = s.address();
          port = typeof address === 'object' && address ? address.port : opts.port;
          logger.info({ port }, 'RTMP ingest listening');
          resolve();
        });
      });
    },

    async stop() {
      nmsContext.eventEmitter.off('prePublish', onPrePublish);
      nmsContext.eventEmitter.off('donePublish', onDonePublish);
      nmsContext.eventEmitter.off('prePlay', onPrePlay);
      // Rooms hear the streams went off air now, not at the next start.
      const names = [...publishers.keys()];
      publishers.clear();
      for (const name of names) opts.hls?.stop(name);
      await Promise.all(names.map((name) => hooks?.onUnpublish(name)));
      playback.stop();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
      await opts.hls?.close();
    },

    ingest(name, key): IngestInfo {
      const server = opts.publicIngestUrl ?? `rtmp://${opts.publicHost}:${port}/${RTMP_APP}`;
      const streamKey = `${name}?key=${key}`;
      return { server, streamKey, publishUrl: `${server}/${streamKey}` };
    },

    playback(name, viewer) {
      // The token rides in the file name (and the HLS path), so relative segment URLs carry it too.
      const token = opts.signer.sign(name, viewer);
      return { flvUrl: `/live/${name}.${token}.flv`, hlsUrl: opts.hls ? opts.hls.playlistUrl(name, token) : null };
    },

    viewers: (name) => playback.viewers(name),

    async kick(name) {
      const session = publishers.get(name);
      if (!session) return;
      // No reconnect grace for a publisher we cut off: players and HLS end at once.
      const broadcast = nmsContext.broadcasts.get(session.streamPath);
      if (broadcast) broadcast.publishGraceMs = 0;
      session.socket.destroy();
    },

    publishUrlForDemo(name, key) {
      return `rtmp://127.0.0.1:${port}/${RTMP_APP}/${name}?key=${key}`;
    },
  };
}

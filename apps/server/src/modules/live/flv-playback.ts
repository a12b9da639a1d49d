import type { OutgoingHttpHeaders } from 'node:http';
import websocket from '@fastify/websocket';
import { socketCloseCodes } from '@matchday/contract';
import {
  addressKey,
  refusalReason,
  type ConnectionLimiter,
  type ConnectionRefusal,
  type ConnectionSlot,
} from '@matchday/realtime';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Site } from '@matchday/core';
import type { HlsRemuxer } from './hls-remuxer.js';
import { createFlvSubscriber, nmsContext, type NmsBroadcast, type NmsSession } from './nms-internals.js';
import { createFlvOutboxes, type FlvOutbox } from './flv-outbox.js';
import { replyNotLive, replyRefused } from './not-live.js';
import { admitPlayer, type PlaybackSigner } from './playback-tokens.js';
import { PLAYBACK_NAME } from './stream-keys.js';
import { countViewers, type PlayerIdentity } from './viewer-count.js';

/** A player that stays this far behind (bytes queued) is cut off rather than buffered without bound. */
const MAX_QUEUED_BYTES = 8 * 1024 * 1024;
/** Tags leave in groups this often: a little latency for far fewer socket writes. */
const FLUSH_EVERY_MS = 50;
const VIEWER_SAMPLE_MS = 1000;

interface Player {
  session: NmsSession;
  broadcast: NmsBroadcast;
  outbox: FlvOutbox;
  end: () => void;
  who: PlayerIdentity;
  slot: ConnectionSlot;
}

/** `{name}.flv`, or `{name}.{token}.flv` signed for one viewer (playback-tokens.ts): a file name, so globs on `*.flv` still match. */
const FLV_FILE = /^([a-z0-9]+)(?:\.([A-Za-z0-9_-]{1,24}\.\d{1,12}\.[A-Za-z0-9_-]{22}))?\.flv$/;

/**
 * HTTP-FLV and WS-FLV on the app's own port (`/live/{name}.flv`), so players stay same-origin:
 * each player is a subscriber of the stream's node-media-server broadcast (GOP cache first, then
 * live tags). A paid stream plays only through a URL signed for the viewer, checked once when the
 * player connects; players are capped per address and in all. Viewer counts are the distinct
 * viewers of these players and of recent HLS clients (viewer-count.ts).
 */
export function createFlvPlayback(opts: {
  streamPathOf: (name: string) => string;
  isLive: (name: string) => boolean;
  /** Whether the stream under `name` charges a fee (its players need a signed URL). */
  isPaid: (name: string) => boolean;
  signer: PlaybackSigner;
  /** Players per address and in all, shared with HLS. */
  players: ConnectionLimiter;
  hls: HlsRemuxer | null;
  site: Site;
}) {
  const players = new Map<string, Set<Player>>();
  const reported = new Map<string, number>();
  const outboxes = createFlvOutboxes(FLUSH_EVERY_MS);
  let timer: NodeJS.Timeout | null = null;

  const canPlay = (name: string) =>
    opts.isLive(name) && !!nmsContext.broadcasts.get(opts.streamPathOf(name))?.publisher;

  function attach(name: string, grant: Grant, write: (b: Buffer) => void, end: () => void): Player | null {
    const broadcast = nmsContext.broadcasts.get(opts.streamPathOf(name));
    if (!broadcast || !canPlay(name)) return null;
    const outbox = outboxes.open(write);
    const session = createFlvSubscriber(opts.streamPathOf(name), outbox.push, end);
    const player = { session, broadcast, outbox, end, who: grant.who, slot: grant.slot };
    broadcast.postPlay(session);
    outbox.sendNow();
    const set = players.get(name) ?? new Set();
    set.add(player);
    players.set(name, set);
    return player;
  }

  function detach(name: string, player: Player) {
    const set = players.get(name);
    if (!set?.delete(player)) return;
    player.slot.release();
    player.outbox.close();
    player.broadcast.donePlay(player.session);
    if (set.size === 0) players.delete(name);
  }

  function endPlayers(name: string) {
    for (const p of [...(players.get(name) ?? [])]) {
      p.outbox.sendNow();
      p.end();
      detach(name, p);
    }
  }

  function* watching(name: string): Iterable<PlayerIdentity> {
    for (const p of players.get(name) ?? []) yield p.who;
    yield* opts.hls?.recentClients(name) ?? [];
  }
  const viewers = (name: string) => countViewers(watching(name));

  type Grant = { who: PlayerIdentity; slot: ConnectionSlot };
  /** A player's way in: the stream on air, its signature (or a free stream), and a slot under the caps. */
  function admit(
    file: string,
    ip: string,
  ): { name: string; grant: Grant } | 'notLive' | 'forbidden' | { refused: ConnectionRefusal } {
    const m = FLV_FILE.exec(file);
    const name = m && PLAYBACK_NAME.test(m[1]!) ? m[1]! : null;
    if (!name || !canPlay(name)) return 'notLive';
    const allowed = admitPlayer(opts.signer, name, m![2] ?? null, opts.isPaid(name));
    if (!allowed) return 'forbidden';
    const slot = opts.players.open(ip);
    if ('refused' in slot) return slot;
    return { name, grant: { who: { viewer: allowed.viewer, address: addressKey(ip) }, slot } };
  }

  function sample(onViewers: (name: string, viewers: number) => void) {
    const names = new Set([...players.keys(), ...reported.keys(), ...(opts.hls?.activeNames() ?? [])]);
    for (const name of names) {
      const n = viewers(name);
      if (n === (reported.get(name) ?? 0)) continue;
      if (n === 0) reported.delete(name);
      else reported.set(name, n);
      onViewers(name, n);
    }
  }

  return {
    viewers,

    start(onViewers: (name: string, viewers: number) => void) {
      timer = setInterval(() => sample(onViewers), VIEWER_SAMPLE_MS);
      timer.unref();
    },

    stop() {
      if (timer) clearInterval(timer);
      for (const name of [...players.keys()]) endPlayers(name);
      outboxes.stop();
    },

    /** The stream came off air: its players end, so they show it as offline. */
    endStream: endPlayers,

    async registerRoutes(app: FastifyInstance) {
      if (!app.hasDecorator('websocketServer'))
        await app.register(websocket, { options: { perMessageDeflate: false } });
      app.route<{ Params: { file: string } }>({
        method: 'GET',
        url: '/live/:file',
        handler: async (req, reply) => {
          const way = admit(req.params.file, req.ip);
          if (way === 'notLive') return replyNotLive(req, reply, opts.site);
          if (way === 'forbidden') return replyRefused(req, reply, opts.site, 'forbidden');
          if ('refused' in way) return replyRefused(req, reply, opts.site, 'rateLimited', refusalReason(way.refused));
          const { name, grant } = way;
          reply.hijack();
          const res = reply.raw;
          req.raw.socket.setTimeout(0);
          // Hijacked: the headers set on the reply (the security headers) go out only if passed on.
          res.writeHead(200, {
            ...(reply.getHeaders() as OutgoingHttpHeaders),
            'content-type': 'video/x-flv',
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          });
          const player = attach(
            name,
            grant,
            (b) => void (res.writableLength > MAX_QUEUED_BYTES ? res.destroy() : res.write(b)),
            () => res.end(),
          );
          if (!player) {
            grant.slot.release();
            return void res.end();
          }
          res.on('close', () => detach(name, player));
        },
        wsHandler: (socket: WebSocket, req) => {
          const way = admit((req.params as { file: string }).file, req.ip);
          if (way === 'forbidden') return socket.close(socketCloseCodes.unauthorized, 'playback URL not valid');
          if (way !== 'notLive' && 'refused' in way)
            return socket.close(socketCloseCodes.tooManyConnections, refusalReason(way.refused));
          if (way === 'notLive') return socket.close(4404, 'stream not live');
          const { name, grant } = way;
          const player = attach(
            name,
            grant,
            (b) => void (socket.bufferedAmount > MAX_QUEUED_BYTES ? socket.terminate() : socket.send(b)),
            () => socket.close(1000, 'stream ended'),
          );
          if (!player) {
            grant.slot.release();
            return socket.close(4404, 'stream not live');
          }
          socket.on('close', () => detach(name, player));
        },
      });
    },
  };
}

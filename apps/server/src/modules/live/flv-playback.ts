import type { OutgoingHttpHeaders } from 'node:http';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Site } from '@matchday/core';
import type { HlsRemuxer } from './hls-remuxer.js';
import { createFlvSubscriber, nmsContext, type NmsBroadcast, type NmsSession } from './nms-internals.js';
import { createFlvOutboxes, type FlvOutbox } from './flv-outbox.js';
import { replyNotLive } from './not-live.js';
import { PLAYBACK_NAME } from './stream-keys.js';

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
}

/**
 * HTTP-FLV and WS-FLV on the app's own port (`/live/{name}.flv`), so players stay same-origin:
 * each player is a subscriber of the stream's node-media-server broadcast (GOP cache first, then
 * live tags). Viewer counts are these connected players plus recent HLS clients.
 */
export function createFlvPlayback(opts: {
  streamPathOf: (name: string) => string;
  isLive: (name: string) => boolean;
  hls: HlsRemuxer | null;
  site: Site;
}) {
  const players = new Map<string, Set<Player>>();
  const reported = new Map<string, number>();
  const outboxes = createFlvOutboxes(FLUSH_EVERY_MS);
  let timer: NodeJS.Timeout | null = null;

  const canPlay = (name: string) =>
    opts.isLive(name) && !!nmsContext.broadcasts.get(opts.streamPathOf(name))?.publisher;

  function attach(name: string, write: (b: Buffer) => void, end: () => void): Player | null {
    const broadcast = nmsContext.broadcasts.get(opts.streamPathOf(name));
    if (!broadcast || !canPlay(name)) return null;
    const outbox = outboxes.open(write);
    const session = createFlvSubscriber(opts.streamPathOf(name), outbox.push, end);
    const player = { session, broadcast, outbox, end };
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

  const viewers = (name: string) => (players.get(name)?.size ?? 0) + (opts.hls?.recentClients(name) ?? 0);

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

  const nameOf = (file: string) => {
    const m = /^(.+)\.flv$/.exec(file);
    return m && PLAYBACK_NAME.test(m[1]!) ? m[1]! : null;
  };

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
          const name = nameOf(req.params.file);
          if (!name || !canPlay(name)) return replyNotLive(req, reply, opts.site);
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
            (b) => void (res.writableLength > MAX_QUEUED_BYTES ? res.destroy() : res.write(b)),
            () => res.end(),
          );
          if (!player) return void res.end();
          res.on('close', () => detach(name, player));
        },
        wsHandler: (socket: WebSocket, req) => {
          const name = nameOf((req.params as { file: string }).file);
          const player = name
            ? attach(
                name,
                (b) => void (socket.bufferedAmount > MAX_QUEUED_BYTES ? socket.terminate() : socket.send(b)),
                () => socket.close(1000, 'stream ended'),
              )
            : null;
          if (!name || !player) return socket.close(4404, 'stream not live');
          socket.on('close', () => detach(name, player));
        },
      });
    },
  };
}

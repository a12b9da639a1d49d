import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addressKey, refusalReason, type ConnectionLimiter, type ConnectionSlot } from '@matchday/realtime';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '@matchday/core';
import { createFlvSubscriber, nmsContext, type NmsBroadcast, type NmsSession } from './nms-internals.js';
import { replyNotLive, replyRefused } from './not-live.js';
import { admitPlayer, PLAYBACK_TOKEN, type PlaybackSigner } from './playback-tokens.js';
import { PLAYBACK_NAME } from './stream-keys.js';
import type { PlayerIdentity } from './viewer-count.js';

/** A client that fetched a playlist this recently counts as a viewer. */
const HLS_VIEWER_WINDOW_MS = 10_000;
const SEGMENT_FILE = /^(index\.m3u8|seg-[a-z0-9]{1,12}-\d{1,9}\.ts)$/;

export interface HlsRemuxer {
  start(name: string, streamPath: string): void;
  stop(name: string): void;
  close(): Promise<void>;
  /** The playlist signed for one viewer (`token` from the signer): segments resolve under the same path, so they carry it too. */
  playlistUrl(name: string, token: string): string;
  /** Players that fetched the playlist within the last 10 s. */
  recentClients(name: string): PlayerIdentity[];
  activeNames(): string[];
  /** `isPaid`: whether a stream's players need a signed URL (free streams also play unsigned). */
  registerRoutes(app: FastifyInstance, isPaid: (name: string) => boolean): void;
}

/** A player seen fetching a playlist: who, when last, and its slot under the player caps. */
interface HlsClient {
  at: number;
  who: PlayerIdentity;
  slot: ConnectionSlot;
}

interface Remux {
  /** Its own folder, so a quick reconnect never shares files with the remux still shutting down. */
  out: string;
  proc: ChildProcess;
  session: NmsSession;
  broadcast: NmsBroadcast;
  exited: Promise<void>;
}

/**
 * HLS for players without MSE (iOS before 17.1): while a stream is live, ffmpeg copies its FLV
 * (no re-encoding) into 2-second segments under `{dir}/{name}-{start}/`, served at `/live/hls/{name}/`.
 */
export function createHlsRemuxer(opts: {
  ffmpegPath: string;
  dir: string;
  site: Site;
  logger: FastifyBaseLogger;
  signer: PlaybackSigner;
  /** Players per address and in all, shared with HTTP-FLV. */
  players: ConnectionLimiter;
}): HlsRemuxer {
  const { logger } = opts;
  const running = new Map<string, Remux>();
  const clients = new Map<string, Map<string, HlsClient>>();
  /** Every remux not yet exited, stopped ones included: close() waits for them all. */
  const exiting = new Set<Promise<void>>();
  // Segments left by a crash are never served again.
  rmSync(opts.dir, { recursive: true, force: true });

  function start(name: string, streamPath: string) {
    const broadcast = nmsContext.broadcasts.get(streamPath);
    if (running.has(name) || !broadcast) return;
    // Segment names carry the run, so a cached segment of an earlier publish is never replayed.
    const run = Date.now().toString(36);
    const out = join(opts.dir, `${name}-${run}`);
    mkdirSync(out, { recursive: true });
    const proc = spawn(
      opts.ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'flv',
        '-i',
        'pipe:0',
        '-c',
        'copy',
        '-f',
        'hls',
        '-hls_time',
        '2',
        '-hls_list_size',
        '6',
        '-hls_flags',
        'delete_segments',
        '-hls_segment_filename',
        join(out, `seg-${run}-%d.ts`),
        join(out, 'index.m3u8'),
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let stderr = '';
    proc.stderr!.on('data', (d: Buffer) => void (stderr = (stderr + d.toString()).slice(-2000)));
    proc.stdin!.on('error', () => undefined);
    const session = createFlvSubscriber(
      streamPath,
      (b) => void (proc.stdin!.writable && proc.stdin!.write(b)),
      () => proc.stdin!.end(),
    );
    const exited = new Promise<void>((resolve) => {
      proc.on('error', (err) => logger.warn({ err, name }, 'HLS remux could not start'));
      proc.on('close', (code) => {
        if (running.get(name)?.proc === proc) {
          logger.warn(
            { name, code, stderr },
            'HLS remux stopped while the stream is live; HLS players lose it until the next publish',
          );
          running.delete(name);
          broadcast.donePlay(session);
        }
        rmSync(out, { recursive: true, force: true });
        resolve();
      });
    });
    exiting.add(exited);
    void exited.then(() => exiting.delete(exited));
    broadcast.postPlay(session);
    running.set(name, { out, proc, session, broadcast, exited });
  }

  function stop(name: string) {
    const r = running.get(name);
    if (!r) return;
    running.delete(name);
    for (const c of clients.get(name)?.values() ?? []) c.slot.release();
    clients.delete(name);
    r.broadcast.donePlay(r.session);
    r.proc.stdin!.end();
    const kill = setTimeout(() => r.proc.kill('SIGKILL'), 3000);
    kill.unref();
    void r.exited.then(() => clearTimeout(kill));
  }

  return {
    start,
    stop,
    async close() {
      for (const name of [...running.keys()]) stop(name);
      await Promise.all([...exiting]);
    },
    playlistUrl: (name, token) => `/live/hls/${name}/${token}/index.m3u8`,
    activeNames: () => [...running.keys()],
    recentClients(name) {
      const seen = clients.get(name);
      if (!seen) return [];
      const since = Date.now() - HLS_VIEWER_WINDOW_MS;
      const recent: PlayerIdentity[] = [];
      for (const [key, c] of seen) {
        if (c.at >= since) recent.push(c.who);
        else {
          seen.delete(key);
          c.slot.release();
        }
      }
      return recent;
    },
    registerRoutes(app, isPaid) {
      type Params = { name: string; token?: string; file: string };
      const serve = async (req: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
        const { name, token, file } = req.params;
        const remux = PLAYBACK_NAME.test(name) && SEGMENT_FILE.test(file) ? running.get(name) : undefined;
        if (!remux) return replyNotLive(req, reply, opts.site);
        // Playlist and segments alike: one HMAC a request, the same check as an FLV player's.
        const allowed =
          token === undefined || PLAYBACK_TOKEN.test(token)
            ? admitPlayer(opts.signer, name, token ?? null, isPaid(name))
            : null;
        if (!allowed) return replyRefused(req, reply, opts.site, 'forbidden');
        const playlist = file === 'index.m3u8';
        if (playlist) {
          const who = { viewer: allowed.viewer, address: addressKey(req.ip) };
          const key = `${who.address}|${who.viewer ?? '-'}|${req.headers['user-agent'] ?? ''}`;
          const seen = clients.get(name) ?? new Map<string, HlsClient>();
          const known = seen.get(key);
          if (known) known.at = Date.now();
          else {
            // A new HLS player takes a slot under the player caps until it stops fetching for 10 s.
            const slot = opts.players.open(req.ip);
            if ('refused' in slot)
              return replyRefused(req, reply, opts.site, 'rateLimited', refusalReason(slot.refused));
            seen.set(key, { at: Date.now(), who, slot });
          }
          clients.set(name, seen);
        }
        let body: Buffer;
        try {
          body = await readFile(join(remux.out, file));
        } catch {
          return replyNotLive(req, reply, opts.site);
        }
        return reply
          .header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
          .header('cache-control', playlist ? 'no-cache' : token ? 'private, max-age=60' : 'public, max-age=60')
          .send(body);
      };
      app.get<{ Params: Params }>('/live/hls/:name/:file', serve);
      app.get<{ Params: Params }>('/live/hls/:name/:token/:file', serve);
    },
  };
}

import { timingSafeEqual } from 'node:crypto';
import { addressKey, type ConnectionLimiter, type ConnectionSlot } from '@matchday/realtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MediaServer, MediaServerHooks } from './media-server.js';
import { admitPlayer, type PlaybackSigner } from './playback-tokens.js';
import { countViewers, type PlayerIdentity } from './viewer-count.js';

export interface SrsOptions {
  /** Where anchors push, e.g. rtmp://srs.example.com/live. */
  rtmpUrl: string;
  /** Where players fetch `{name}.flv` and `{name}.m3u8`, e.g. https://srs.example.com/live. */
  playbackUrl: string;
  /** SRS's HTTP API (http://srs:1985), to cut off a stopped stream's publisher; optional. */
  apiUrl: string | undefined;
  /** The `token` query SRS's http_hooks URLs carry, so only SRS may call them. */
  hookToken: string;
  /** Signs players' URLs (`?t=`), checked again in on_play. */
  signer: PlaybackSigner;
  /** Players per address and in all, counted from on_play and on_stop. */
  players: ConnectionLimiter;
  logger: FastifyBaseLogger;
}

/** What SRS posts to an http_hooks URL (SRS 4–6). */
interface SrsHook {
  action?: string;
  client_id?: string;
  app?: string;
  stream?: string;
  param?: string;
  ip?: string;
}

const queryOf = (param: string | undefined, name: string) =>
  new URLSearchParams((typeof param === 'string' ? param : '').replace(/^\?/, '')).get(name);
const keyOf = (param: string | undefined) => queryOf(param, 'key');

/**
 * An external SRS does ingest and playback (scale-out, CDN edge). It asks the app through its
 * http_hooks (`/media/srs/hooks?token=…`): on_publish checks the key (code 0 allows), on_unpublish
 * takes the stream off air, on_play checks the player's signed URL (`?t=`, the same signature as
 * the embedded server's; a paid stream refuses a player without one) and the player caps, and
 * on_play/on_stop count distinct viewers.
 */
export function createSrsMediaServer(opts: SrsOptions): MediaServer {
  const rtmp = opts.rtmpUrl.replace(/\/$/, '');
  const play = opts.playbackUrl.replace(/\/$/, '');
  const publishers = new Map<string, string>();
  const players = new Map<string, Map<string, { who: PlayerIdentity; slot: ConnectionSlot }>>();
  let hooks: MediaServerHooks | null = null;
  const viewersOf = (name: string) => countViewers([...(players.get(name)?.values() ?? [])].map((p) => p.who));

  const tokenOk = (given: unknown) => {
    const a = Buffer.from(typeof given === 'string' ? given : '');
    const b = Buffer.from(opts.hookToken);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  async function handle(hook: SrsHook): Promise<boolean> {
    const name = hook.stream ?? '';
    const client = hook.client_id ?? '';
    switch (hook.action) {
      case 'on_publish': {
        const key = keyOf(hook.param);
        if (!hooks || !key || !(await hooks.authorizePublish(name, key))) return false;
        publishers.set(name, client);
        await hooks.onPublish(name);
        return true;
      }
      case 'on_unpublish':
        if (publishers.get(name) === client) {
          publishers.delete(name);
          await hooks?.onUnpublish(name);
        }
        return true;
      case 'on_play': {
        const allowed = hooks ? admitPlayer(opts.signer, name, queryOf(hook.param, 't'), hooks.isPaid(name)) : null;
        if (!allowed) return false;
        const seen = players.get(name) ?? new Map<string, { who: PlayerIdentity; slot: ConnectionSlot }>();
        const earlier = seen.get(client);
        const slot = earlier?.slot ?? opts.players.open(hook.ip);
        if ('refused' in slot) return false;
        seen.set(client, { who: { viewer: allowed.viewer, address: addressKey(hook.ip) }, slot });
        players.set(name, seen);
        hooks?.onViewers(name, viewersOf(name));
        return true;
      }
      case 'on_stop': {
        const seen = players.get(name);
        const gone = seen?.get(client);
        if (gone) {
          seen!.delete(client);
          gone.slot.release();
          if (seen!.size === 0) players.delete(name);
          hooks?.onViewers(name, viewersOf(name));
        }
        return true;
      }
      default:
        return true;
    }
  }

  return {
    kind: 'srs',
    async registerRoutes(app: FastifyInstance) {
      // Request logs would show the token in the URL: this route logs warnings only.
      app.post<{ Querystring: { token?: string }; Body: SrsHook }>(
        '/media/srs/hooks',
        { logLevel: 'warn' },
        async (req, reply) => {
          if (!tokenOk(req.query.token)) return reply.code(403).send({ code: 403 });
          const allowed = await handle(req.body ?? {});
          // SRS treats anything but HTTP 200 with code 0 as a refusal.
          return allowed ? reply.send({ code: 0 }) : reply.code(403).send({ code: 403 });
        },
      );
    },
    async start(h) {
      hooks = h;
    },
    async stop() {
      hooks = null;
    },
    ingest(name, key) {
      const streamKey = `${name}?key=${key}`;
      return { server: rtmp, streamKey, publishUrl: `${rtmp}/${streamKey}` };
    },
    playback(name, viewer) {
      const t = encodeURIComponent(opts.signer.sign(name, viewer));
      return { flvUrl: `${play}/${name}.flv?t=${t}`, hlsUrl: `${play}/${name}.m3u8?t=${t}` };
    },
    viewers: viewersOf,
    async kick(name) {
      const client = publishers.get(name);
      if (!client) return;
      if (!opts.apiUrl)
        return opts.logger.warn(
          { name },
          'SRS_API_URL is not set: the stopped stream keeps its publisher until it disconnects (its key is refused from now on)',
        );
      const res = await fetch(`${opts.apiUrl.replace(/\/$/, '')}/api/v1/clients/${encodeURIComponent(client)}`, {
        method: 'DELETE',
        signal: AbortSignal.timeout(5000),
      }).catch((err: unknown) => err);
      if (!(res instanceof Response) || !res.ok)
        opts.logger.warn(
          { name, res: res instanceof Response ? res.status : String(res) },
          'SRS did not cut off the publisher',
        );
    },
    publishUrlForDemo(name, key) {
      return `${rtmp}/${name}?key=${key}`;
    },
  };
}

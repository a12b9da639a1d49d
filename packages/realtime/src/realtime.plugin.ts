import websocket from '@fastify/websocket';
import { apiCodes, socketCloseCodes, topicFamilies } from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { RealtimeBus } from './bus.js';
import {
  ConnectionLimiter,
  defaultSocketCaps,
  refusalReason,
  type ConnectionCaps,
  type ConnectionRefusal,
} from './connection-limiter.js';
import { Heartbeat } from './heartbeat.js';
import { defaultSendLimits, type SendLimits } from './send-queue.js';
import {
  contractTopicRule,
  SocketClient,
  type Authenticate,
  type Authorize,
  type SocketAccess,
  type SocketIdentity,
} from './socket-client.js';
import { TopicHub } from './topic-hub.js';

/** What changed someone's access: one user's standing (a ban), or one topic's rule (a fee set on a room). */
export type AccessChange = { userId: number } | { topic: string };

export interface RealtimeOptions {
  bus: RealtimeBus;
  authenticate: Authenticate;
  /** The socket's route, relative to the prefix it is registered under; `/ws` when absent. */
  path?: string;
  /** Who may subscribe to which topic; the contract's `auth` rule (with `admit` for `entry` families) when absent. */
  authorize?: Authorize;
  /** For the contract's `entry` families (rooms): whether this socket may follow the topic; they are refused without it. */
  admit?: (topic: string, who: SocketIdentity | null) => Promise<boolean>;
  /** Called once with the function that makes this node's sockets judge their topics again after an access change. */
  accessChanges?: (recheck: (change: AccessChange) => void) => void;
  /** The error code a bad token answers; the app's sessionExpired when absent. */
  expiredCode?: number;
  /** A hub shared with a publisher that asks which topics have listeners; one of its own when absent. */
  hub?: TopicHub;
  limits?: Partial<SendLimits>;
  /** Sockets per client address and in all; `defaultSocketCaps()` (50; 40 % of nofile, at most 10,000) when absent. */
  caps?: Partial<ConnectionCaps>;
  /** Each socket is pinged this often (30 s when absent) and ended when it missed the previous pong. */
  heartbeatMs?: number;
}

/** A refused socket that does not answer our close frame is cut off after this long. */
const REFUSED_CLOSE_MS = 2_000;
const REFUSAL_LOG_EVERY_MS = 60_000;

const realtime: FastifyPluginAsync<RealtimeOptions> = async (app, opts) => {
  // One upgrade handler per HTTP server: a second socket (another path or prefix) reuses it.
  if (!app.hasDecorator('websocketServer')) {
    await app.register(websocket, { options: { maxPayload: 64 * 1024, perMessageDeflate: false } });
  }
  const hub = opts.hub ?? new TopicHub(opts.bus);
  const limits = { ...defaultSendLimits, ...opts.limits };
  const admit = opts.admit;
  const access: SocketAccess = {
    authenticate: opts.authenticate,
    authorize:
      opts.authorize ??
      ((topic, family, userId, who) =>
        topicFamilies[family].auth === 'entry'
          ? (admit?.(topic, who) ?? false)
          : contractTopicRule(topic, family, userId, who)),
    expiredCode: opts.expiredCode ?? apiCodes.sessionExpired.code,
  };
  const alive = new Map<WebSocket, SocketClient>();
  const heartbeat = new Heartbeat<WebSocket>(opts.heartbeatMs ?? 30_000);
  const connections = new ConnectionLimiter({ ...defaultSocketCaps(), ...opts.caps });
  const refused = { address: 0, process: 0, loggedAt: 0 };

  opts.accessChanges?.((change) => {
    for (const client of alive.values()) {
      if ('topic' in change) void client.recheck(change.topic).catch(() => undefined);
      else if (client.userId === change.userId) void client.recheck().catch(() => undefined);
    }
  });

  /** Past a cap: a close code the client backs off on, and a count in the log at most once a minute. */
  function refuse(socket: WebSocket, why: ConnectionRefusal, log: typeof app.log) {
    refused[why] += 1;
    const now = Date.now();
    if (now - refused.loggedAt >= REFUSAL_LOG_EVERY_MS) {
      log.warn(
        { refused: { address: refused.address, process: refused.process }, caps: connections.caps },
        'sockets refused at their caps',
      );
      refused.address = refused.process = 0;
      refused.loggedAt = now;
    }
    socket.close(socketCloseCodes.tooManyConnections, refusalReason(why));
    setTimeout(() => socket.terminate(), REFUSED_CLOSE_MS).unref();
  }

  app.get(opts.path ?? '/ws', { websocket: true }, (socket, req) => {
    const slot = connections.open(req.ip);
    if ('refused' in slot) return refuse(socket, slot.refused, req.log);
    const client = new SocketClient(socket, hub, access, limits);
    alive.set(socket, client);
    heartbeat.add(socket);
    socket.on('pong', () => heartbeat.answered(socket));
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return client.close(socketCloseCodes.badFrame, 'text frames only');
      client.onText(raw.toString()).catch((err: unknown) => req.log.warn({ err }, 'realtime frame failed'));
    });
    socket.on('close', () => {
      slot.release();
      client.dispose();
      alive.delete(socket);
      heartbeat.remove(socket);
    });
    // A socket authenticates by its first `auth` frame only: a token in the URL (`?token=`) would sit in
    // proxies' and our request logs and in browser history, so it is ignored (issue 17 #9).
  });

  app.addHook('preClose', async () => {
    heartbeat.stop();
    for (const [socket, client] of alive) {
      client.dispose();
      socket.close(socketCloseCodes.serverShutdown, 'server shutting down');
    }
  });
};

/**
 * The realtime socket (docs/realtime.md) at `path`. Not encapsulated, so the app (and its tests)
 * reach `injectWS`; it may be registered once per path, e.g. the app's `/ws` and the sports `/push`.
 * Each registration caps its sockets per client address and in all (`caps`).
 */
export const realtimePlugin = fp(realtime, { fastify: '5.x' });

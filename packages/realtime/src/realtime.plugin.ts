import websocket from '@fastify/websocket';
import { apiCodes, socketCloseCodes } from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { RealtimeBus } from './bus.js';
import { Heartbeat } from './heartbeat.js';
import { defaultSendLimits, type SendLimits } from './send-queue.js';
import { contractTopicRule, SocketClient, type Authenticate, type Authorize } from './socket-client.js';
import { TopicHub } from './topic-hub.js';

export interface RealtimeOptions {
  bus: RealtimeBus;
  authenticate: Authenticate;
  /** The socket's route, relative to the prefix it is registered under; `/ws` when absent. */
  path?: string;
  /** Who may subscribe to which topic; the contract's `auth` rule when absent. */
  authorize?: Authorize;
  /** The error code a bad token answers; the app's sessionExpired when absent. */
  expiredCode?: number;
  /** A hub shared with a publisher that asks which topics have listeners; one of its own when absent. */
  hub?: TopicHub;
  limits?: Partial<SendLimits>;
  /** Each socket is pinged this often (30 s when absent) and ended when it missed the previous pong. */
  heartbeatMs?: number;
}

const realtime: FastifyPluginAsync<RealtimeOptions> = async (app, opts) => {
  // One upgrade handler per HTTP server: a second socket (another path or prefix) reuses it.
  if (!app.hasDecorator('websocketServer')) {
    await app.register(websocket, { options: { maxPayload: 64 * 1024, perMessageDeflate: false } });
  }
  const hub = opts.hub ?? new TopicHub(opts.bus);
  const limits = { ...defaultSendLimits, ...opts.limits };
  const access = {
    authenticate: opts.authenticate,
    authorize: opts.authorize ?? contractTopicRule,
    expiredCode: opts.expiredCode ?? apiCodes.sessionExpired.code,
  };
  const alive = new Map<WebSocket, SocketClient>();
  const heartbeat = new Heartbeat<WebSocket>(opts.heartbeatMs ?? 30_000);

  app.get(opts.path ?? '/ws', { websocket: true }, (socket, req) => {
    const client = new SocketClient(socket, hub, access, limits);
    alive.set(socket, client);
    heartbeat.add(socket);
    socket.on('pong', () => heartbeat.answered(socket));
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return client.close(socketCloseCodes.badFrame, 'text frames only');
      client.onText(raw.toString()).catch((err: unknown) => req.log.warn({ err }, 'realtime frame failed'));
    });
    socket.on('close', () => {
      client.dispose();
      alive.delete(socket);
      heartbeat.remove(socket);
    });
    const token = (req.query as { token?: string }).token;
    if (token) void client.auth(token);
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
 */
export const realtimePlugin = fp(realtime, { fastify: '5.x' });

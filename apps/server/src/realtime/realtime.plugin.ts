import websocket from '@fastify/websocket';
import { socketCloseCodes } from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { RealtimeBus } from './bus.js';
import { defaultSendLimits, type SendLimits } from './send-queue.js';
import { SocketClient, type Authenticate } from './socket-client.js';
import { TopicHub } from './topic-hub.js';

export interface RealtimeOptions {
  bus: RealtimeBus;
  authenticate: Authenticate;
  limits?: Partial<SendLimits>;
  heartbeatMs?: number;
}

const realtime: FastifyPluginAsync<RealtimeOptions> = async (app, opts) => {
  await app.register(websocket, { options: { maxPayload: 64 * 1024, perMessageDeflate: false } });
  const hub = new TopicHub(opts.bus);
  const limits = { ...defaultSendLimits, ...opts.limits };
  const alive = new Map<WebSocket, SocketClient>();
  const heartbeat = new Set<WebSocket>();

  app.get('/ws', { websocket: true }, (socket, req) => {
    const client = new SocketClient(socket, hub, opts.authenticate, limits);
    alive.set(socket, client);
    heartbeat.add(socket);
    socket.on('pong', () => heartbeat.add(socket));
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return client.close(socketCloseCodes.badFrame, 'text frames only');
      client.onText(raw.toString()).catch((err: unknown) => req.log.warn({ err }, 'realtime frame failed'));
    });
    socket.on('close', () => {
      client.dispose();
      alive.delete(socket);
      heartbeat.delete(socket);
    });
    const token = (req.query as { token?: string }).token;
    if (token) void client.auth(token);
  });

  // A socket that did not answer the last ping is gone (a dead network path never sends close).
  const timer = setInterval(() => {
    for (const socket of alive.keys()) {
      if (!heartbeat.delete(socket)) socket.terminate();
      else socket.ping();
    }
  }, opts.heartbeatMs ?? 30_000);
  timer.unref();

  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const [socket, client] of alive) {
      client.dispose();
      socket.close(socketCloseCodes.serverShutdown, 'server shutting down');
    }
  });
};

/** GET /ws: the one realtime socket (docs/realtime.md). Not encapsulated, so the app (and its tests) reach `injectWS`. */
export const realtimePlugin = fp(realtime, { name: 'realtime', fastify: '5.x' });

import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMemoryBus } from '../src/memory-bus.js';
import { realtimePlugin } from '../src/realtime.plugin.js';

describe('the heartbeat', () => {
  const app = fastify();
  let url = '';
  beforeAll(async () => {
    await app.register(realtimePlugin, { bus: createMemoryBus(), authenticate: async () => null, heartbeatMs: 200 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
  });
  afterAll(() => app.close());

  it('ends a socket that stops answering pings and keeps one that answers', async () => {
    const silent = new WebSocket(url, { autoPong: false });
    const answering = new WebSocket(url);
    await Promise.all([silent, answering].map((ws) => new Promise((r) => ws.once('open', r))));
    let pings = 0;
    answering.on('ping', () => (pings += 1));
    const closed = new Promise<number>((r) => silent.once('close', (code) => r(code)));
    expect(await closed).toBe(1006);
    await new Promise((r) => setTimeout(r, 500));
    expect(answering.readyState).toBe(WebSocket.OPEN);
    expect(pings).toBeGreaterThanOrEqual(2);
    answering.terminate();
  });
});

import { apiCodes, socketCloseCodes } from '@matchday/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import {
  createMemoryBus,
  createRealtimeBus,
  publishEvent,
  realtimePlugin,
  type BusMessage,
  type RealtimeBus,
} from '@matchday/realtime';
import { callerFor } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;
const logger = pino({ level: 'silent' });

/** One suite for both buses. */
describe.each([
  ['memory', undefined],
  ['redis', redisUrl],
] as const)('%s bus', (name, url) => {
  const skip = name === 'redis' && !url;
  let bus: RealtimeBus;
  beforeAll(async () => {
    if (!skip)
      bus = await createRealtimeBus({
        redisUrl: url,
        logger,
        channelPrefix: `md:test:${Math.random().toString(36).slice(2)}:`,
      });
  });
  afterAll(async () => {
    if (!skip) await bus.close();
  });

  it.skipIf(skip)('delivers to subscribers of the topic only, with seq growing by one', async () => {
    const got: BusMessage[] = [];
    const other: BusMessage[] = [];
    const off = await bus.subscribe('room:1', (m) => got.push(m));
    const offOther = await bus.subscribe('room:2', (m) => other.push(m));
    await bus.publish('room:1', 'x', { n: 1 });
    await bus.publish('room:1', 'x', { n: 2 });
    await waitFor(() => got.length === 2);
    expect(got.map((m) => [m.seq, m.data])).toEqual([
      [1, { n: 1 }],
      [2, { n: 2 }],
    ]);
    expect(other).toEqual([]);
    expect(await bus.currentSeq('room:1')).toBe(2);
    off();
    offOther();
    await bus.publish('room:1', 'x', { n: 3 });
    await new Promise((r) => setTimeout(r, 50));
    expect(got).toHaveLength(2);
  });
});

async function waitFor(cond: () => boolean, ms = 3000): Promise<void> {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Collects frames from a socket. */
function frames(ws: WebSocket) {
  const list: Record<string, unknown>[] = [];
  ws.on('message', (raw) => list.push(JSON.parse(raw.toString()) as Record<string, unknown>));
  return {
    list,
    next: async (pred: (f: Record<string, unknown>) => boolean) => {
      await waitFor(() => list.some(pred));
      return list.find(pred)!;
    },
  };
}

describe('the /ws socket', () => {
  let t: TestApp;
  let ws: WebSocket | undefined;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterEach(() => ws?.terminate());
  afterAll(() => t.close());

  it('subscribes, receives pushes in order, unsubscribes, and answers ping', async () => {
    ws = await t.app.injectWS('/ws');
    const f = frames(ws);
    ws.send(JSON.stringify({ type: 'subscribe', id: 1, topics: ['site'] }));
    expect(await f.next((x) => x.type === 'ack')).toMatchObject({ id: 1, topics: ['site'], seqs: { site: 0 } });
    await publishEvent(t.app.services.bus, 'site', 'bulletin', { id: 1, title: 'a', content: 'b', at: 1 });
    const texts = { en: 'm', 'zh-cn': 'm', vi: 'm', th: 'm' };
    await t.app.services.operations.save(
      { scope: 'site', titles: texts, contents: texts, startTime: 1, endTime: Date.now() + 60_000, announce: false },
      1,
    );
    await waitFor(() => f.list.filter((x) => x.type === 'push').length === 2);
    const pushes = f.list.filter((x) => x.type === 'push');
    expect(pushes.map((p) => [p.event, p.seq])).toEqual([
      ['bulletin', 1],
      ['maintenance', 2],
    ]);
    expect(pushes[1]).toMatchObject({ topic: 'site', data: { status: 1, point: [0] } });

    ws.send(JSON.stringify({ type: 'unsubscribe', id: 2, topics: ['site'] }));
    await f.next((x) => x.type === 'ack' && x.id === 2);
    await publishEvent(t.app.services.bus, 'site', 'bulletin', { id: 2, title: 'a', content: 'b', at: 2 });
    ws.send(JSON.stringify({ type: 'ping', id: 3, t: 42 }));
    expect(await f.next((x) => x.type === 'pong')).toMatchObject({ id: 3, t: 42 });
    expect(f.list.filter((x) => x.type === 'push')).toHaveLength(2);
  });

  it('lets only the authenticated user subscribe to their own user topic', async () => {
    const token = await sessionFor(t.app, 'member01');
    const user = await t.app.services.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', 'member01')
      .executeTakeFirstOrThrow();
    ws = await t.app.injectWS('/ws');
    const f = frames(ws);
    ws.send(JSON.stringify({ type: 'subscribe', id: 1, topics: [`user:${user.id}`] }));
    expect(await f.next((x) => x.type === 'error')).toMatchObject({
      code: apiCodes.forbidden.code,
      topic: `user:${user.id}`,
    });
    ws.send(JSON.stringify({ type: 'auth', id: 2, token }));
    await f.next((x) => x.type === 'ack' && x.id === 2);
    ws.send(JSON.stringify({ type: 'subscribe', id: 3, topics: [`user:${user.id}`, `user:${user.id + 1}`] }));
    expect(await f.next((x) => x.type === 'ack' && x.id === 3)).toMatchObject({ topics: [`user:${user.id}`] });
    expect(f.list.filter((x) => x.type === 'error' && x.topic === `user:${user.id + 1}`)).toHaveLength(1);
  });

  it('answers bad frames with an error and closes after repeated ones', async () => {
    ws = await t.app.injectWS('/ws');
    const f = frames(ws);
    const closed = new Promise<number>((r) => ws!.on('close', (code) => r(code)));
    ws.send('not json');
    expect(await f.next((x) => x.type === 'error')).toMatchObject({ code: apiCodes.validationFailed.code });
    ws.send(JSON.stringify({ type: 'subscribe', topics: ['nonsense:1'] }));
    for (let i = 0; i < 5; i++) ws.send('{');
    expect(await closed).toBe(socketCloseCodes.badFrame);
  });
});

describe('a second socket mounted under a prefix', () => {
  let t: TestApp;
  const second = createMemoryBus();
  beforeAll(async () => {
    // As `npm start` mounts the sports push: its own bus, path, topic rule and error code for a bad token.
    const push = async (app: FastifyInstance) => {
      await app.register(realtimePlugin, {
        bus: second,
        path: '/push',
        authenticate: async () => null,
        authorize: (_topic, family) => family === 'match',
        expiredCode: 14010,
      });
    };
    t = await buildTestApp({ build: { mounts: [{ prefix: '/sports-api', plugin: push }] } });
  });
  afterAll(() => t.close());

  it('serves both sockets, each with its own bus, topics and token answer', async () => {
    const pushWs = await t.app.injectWS('/sports-api/push');
    const p = frames(pushWs);
    pushWs.send(JSON.stringify({ type: 'subscribe', id: 1, topics: ['match:5', 'site'] }));
    expect(await p.next((x) => x.type === 'ack')).toMatchObject({ topics: ['match:5'], seqs: { 'match:5': 0 } });
    expect(await p.next((x) => x.type === 'error')).toMatchObject({ code: apiCodes.forbidden.code, topic: 'site' });
    pushWs.send(JSON.stringify({ type: 'auth', id: 2, token: 'nope' }));
    expect(await p.next((x) => x.id === 2)).toMatchObject({ type: 'error', code: 14010 });
    await second.publish('match:5', 'odds', { t: 1, m: [] });
    expect(await p.next((x) => x.type === 'push')).toMatchObject({ topic: 'match:5', seq: 1 });

    const appWs = await t.app.injectWS('/ws');
    const a = frames(appWs);
    appWs.send(JSON.stringify({ type: 'subscribe', id: 1, topics: ['site'] }));
    expect(await a.next((x) => x.type === 'ack')).toMatchObject({ topics: ['site'] });
    appWs.send(JSON.stringify({ type: 'auth', id: 2, token: 'nope' }));
    expect(await a.next((x) => x.id === 2)).toMatchObject({ type: 'error', code: apiCodes.sessionExpired.code });
    pushWs.terminate();
    appWs.terminate();
  });
});

describe.skipIf(!redisUrl)('two server instances over Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const prefix = `md:test2:${Math.random().toString(36).slice(2)}:`;
  beforeAll(async () => {
    a = await buildTestApp({ redis: true, build: { realtimeChannelPrefix: prefix } });
    b = await buildTestApp({ redis: true, build: { realtimeChannelPrefix: prefix } });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('a message published on one reaches a socket on the other, with the same seq', async () => {
    // A free room of b's (a socket may follow only a room its node knows).
    const anchor = callerFor(b.app, await sessionFor(b.app, 'anchor01'));
    const room = `room:${(await anchor.post('/api/live/stream/save', { title: 'Across nodes' })).data.id}`;
    const ws = await b.app.injectWS('/ws');
    const f = frames(ws);
    ws.send(JSON.stringify({ type: 'subscribe', id: 1, topics: [room] }));
    await f.next((x) => x.type === 'ack');
    await a.app.services.bus.publish(room, 'anything', { hello: 'from a' });
    await a.app.services.bus.publish(room, 'anything', { hello: 'again' });
    await waitFor(() => f.list.filter((x) => x.type === 'push').length === 2);
    expect(f.list.filter((x) => x.type === 'push').map((p) => [p.seq, p.data])).toEqual([
      [1, { hello: 'from a' }],
      [2, { hello: 'again' }],
    ]);
    expect(await b.app.services.bus.currentSeq(room)).toBe(2);
    ws.terminate();
  });
});

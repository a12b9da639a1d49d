import {
  apiCodes,
  matchGetList,
  matchGetMatchDetail,
  sportsCodes,
  sportsEnvelopeOf,
  socketCloseCodes,
  sportsOddsPush,
  type SportsMatch,
} from '@matchday/contract';
import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSportsTokens } from '../auth/sports-tokens.js';
import { createSportsPlatform, type SportsPlatform } from '../platform/create-sports-platform.js';

const SECRET = Buffer.alloc(32, 9);
const PREFIX = '/sports-api';
/** A fixed Monday afternoon the clock starts at, so the same matches are live on every run (six at SIM_SPEED 10). */
const START = Date.UTC(2026, 10, 23, 15, 1, 0);
const SPORTS = [1, 2, 177, 178, 15, 5];

type Frame = {
  type: string;
  id?: number;
  topic?: string;
  event?: string;
  data?: unknown;
  seq?: number;
  seqs?: Record<string, number>;
  code?: number;
};

/** A real ws client that keeps every frame it receives. */
async function connect(url: string) {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const next = async (pred: (f: Frame) => boolean, ms = 8000): Promise<Frame> => {
    const start = Date.now();
    for (;;) {
      const hit = frames.find(pred);
      if (hit) return hit;
      if (Date.now() - start > ms)
        throw new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(frames.slice(-3))}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { ws, frames, next, send: (frame: object) => ws.send(JSON.stringify(frame)) };
}

describe('the sports push at /sports-api/push', () => {
  let app: FastifyInstance;
  let platform: SportsPlatform;
  let url: string;
  let live: SportsMatch;
  const sockets: WebSocket[] = [];

  const post = async <T>(path: string, body: object) => {
    const res = await app.inject({ method: 'POST', url: PREFIX + path, payload: body });
    return res.json() as { code: number; data: T };
  };

  beforeAll(async () => {
    // SIM_SPEED 10 on a clock running from START at wall pace: clocks, scores and prices move within a tick or two.
    const t0 = Date.now();
    const now = () => START + (Date.now() - t0);
    platform = createSportsPlatform({
      seed: 42,
      speed: 10,
      now,
      tokenSecret: SECRET,
      recordResults: false,
      pushIntervalMs: 250,
    });
    app = fastify();
    await app.register(platform.plugin, { prefix: PREFIX });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${PREFIX}/push`;
    for (const sportId of SPORTS) {
      const list = sportsEnvelopeOf(matchGetList.response).parse(
        await post('/v1/match/getList', { type: 1, sportId, size: 5 }),
      );
      const found = list.data!.records.find((m) => (m.mc?.s ?? 0) < 600);
      if (found) {
        live = found;
        break;
      }
    }
    expect(live).toBeDefined();
  });
  afterEach(() => {
    for (const ws of sockets.splice(0)) ws.terminate();
  });
  afterAll(() => app.close());

  const open = async (query = '') => {
    const client = await connect(url + query);
    sockets.push(client.ws);
    return client;
  };

  it('acks a guest subscription with each topic seq, then pushes deltas numbered one by one per topic', async () => {
    const c = await open();
    const topics = [`match:${live.id}`, `sport:${live.sid}`];
    c.send({ type: 'subscribe', id: 1, topics });
    const ack = await c.next((f) => f.type === 'ack' && f.id === 1);
    expect(ack.seqs).toEqual({ [topics[0]!]: expect.any(Number), [topics[1]!]: expect.any(Number) });

    // Both topics' first frames carry the full state, then only what changed.
    for (const topic of topics) await c.next((f) => f.type === 'push' && f.topic === topic && f.event === 'odds');
    await c.next(
      (f) => f.type === 'push' && f.topic === topics[0] && f.event === 'clock' && f.seq! > ack.seqs![topics[0]!]! + 4,
    );
    for (const topic of topics) {
      const seqs = c.frames.filter((f) => f.type === 'push' && f.topic === topic).map((f) => f.seq!);
      expect(seqs[0]).toBe(ack.seqs![topic]! + 1);
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    }
    const status = c.frames.find((f) => f.topic === topics[0] && f.event === 'status');
    expect(status?.data).toMatchObject({
      t: expect.any(Number),
      m: [{ id: live.id, ms: expect.any(Number), bo: expect.any(Number) }],
    });
  });

  it('pushes the prices getMatchDetail then answers', async () => {
    const c = await open();
    c.send({ type: 'subscribe', id: 1, topics: [`match:${live.id}`] });
    await c.next((f) => f.type === 'ack');
    let compared = 0;
    let equal = 0;
    // Each odds push is checked against the detail asked right after it; a tick may fall in between, so most, not all, must agree.
    for (let seen = 0; compared < 4;) {
      const frame = await c.next((f) => f.event === 'odds' && f.seq! > seen, 10_000);
      seen = frame.seq!;
      const pushed = sportsOddsPush.parse(frame.data).m[0]!;
      if (pushed.l.length === 0) continue;
      const detail = sportsEnvelopeOf(matchGetMatchDetail.response).parse(
        await post('/v1/match/getMatchDetail', { matchId: live.id }),
      ).data!;
      const lines = new Map(
        detail.mg.flatMap((g) => g.mks).map((l) => [l.id, { id: l.id, ss: l.ss, od: l.op.map((o) => o.od) }]),
      );
      compared += 1;
      if (pushed.l.every((l) => JSON.stringify(lines.get(l.id)) === JSON.stringify(l))) equal += 1;
    }
    expect(equal).toBeGreaterThanOrEqual(3);
  });

  it('answers a bad frame and a topic of another family with an error, and keeps the socket', async () => {
    const c = await open();
    c.ws.send('not json');
    expect(await c.next((f) => f.type === 'error')).toMatchObject({ code: apiCodes.validationFailed.code });
    c.send({ type: 'subscribe', id: 2, topics: ['user:1'] });
    expect(await c.next((f) => f.type === 'error' && f.id === 2)).toMatchObject({
      code: apiCodes.forbidden.code,
      topic: 'user:1',
    });
    c.send({ type: 'ping', id: 3 });
    await c.next((f) => f.type === 'pong' && f.id === 3);
  });

  it('answers an expired or forged platform token with 14010, and accepts a valid one', async () => {
    const past = createSportsTokens({ secret: SECRET, ttlMs: 1000, now: () => START - 60_000 });
    const expired = past.issue({ userId: 7, userName: 'm7', currency: 'CNY', lang: 'ENG' }).token;
    const c = await open();
    c.send({ type: 'auth', id: 3, token: expired });
    expect(await c.next((f) => f.id === 3)).toMatchObject({ type: 'error', code: sportsCodes.tokenExpired });
    c.send({ type: 'auth', id: 4, token: 'forged.token' });
    expect(await c.next((f) => f.id === 4)).toMatchObject({ type: 'error', code: sportsCodes.tokenExpired });
    const valid = platform.tokens.issue({ userId: 7, userName: 'm7', currency: 'CNY', lang: 'ENG' }).token;
    c.send({ type: 'auth', id: 5, token: valid });
    expect(await c.next((f) => f.id === 5)).toMatchObject({ type: 'ack' });
  });

  it('#9 takes no token from the URL: the socket stays a guest until its auth frame', async () => {
    const valid = platform.tokens.issue({ userId: 7, userName: 'm7', currency: 'CNY', lang: 'ENG' }).token;
    const c = await open(`?token=${encodeURIComponent(valid)}`);
    c.send({ type: 'subscribe', id: 6, topics: ['user:7'] });
    expect(await c.next((f) => f.id === 6)).toMatchObject({ type: 'error', code: apiCodes.forbidden.code });
    c.send({ type: 'auth', id: 7, token: valid });
    expect(await c.next((f) => f.id === 7)).toMatchObject({ type: 'ack' });
    c.send({ type: 'subscribe', id: 8, topics: ['user:7'] });
    expect(await c.next((f) => f.id === 8)).toMatchObject({ type: 'ack', topics: ['user:7'] });
  });

  it('#7 holds 50 sockets from one address and refuses the 51st with 4429, the platform still answering', async () => {
    const held = await Promise.all(Array.from({ length: 50 }, () => open()));
    const over = new WebSocket(url);
    sockets.push(over);
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      over.on('close', (c, why) => resolve([c, why.toString()])),
    );
    expect([code, reason]).toEqual([socketCloseCodes.tooManyConnections, 'too many connections from this address']);
    expect((await post<unknown>('/v1/match/getList', { type: 1, sportId: live.sid, size: 5 })).code).toBe(0);
    held[0]!.send({ type: 'ping', id: 9 });
    await held[0]!.next((f) => f.type === 'pong' && f.id === 9);
  });
});

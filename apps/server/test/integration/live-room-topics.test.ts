import { apiCodes, socketCloseCodes, streamStatusCodes as S } from '@matchday/contract';
import { publishEvent } from '@matchday/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, eventually, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

type Frame = Record<string, unknown>;

/** A real socket on the app's /ws, its frames collected. */
async function openSocket(
  base: string,
): Promise<{ ws: WebSocket; frames: Frame[]; closed: Promise<[number, string]> }> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`);
  const frames: Frame[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  const closed = new Promise<[number, string]>((resolve) =>
    ws.on('close', (code, why) => resolve([code, why.toString()])),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, frames, closed };
}

/** Sends a frame with an id and waits for the ack or error that answers it. */
async function ask(s: { ws: WebSocket; frames: Frame[] }, frame: Frame): Promise<Frame[]> {
  const id = Math.floor(Math.random() * 1e9);
  s.ws.send(JSON.stringify({ ...frame, id }));
  await eventually(() => expect(s.frames.some((f) => f.id === id)).toBe(true), 3000);
  // Per-topic errors and the ack of the same frame arrive together: give the rest a moment.
  await new Promise((r) => setTimeout(r, 20));
  return s.frames.filter((f) => f.id === id);
}

describe('room topics of paid rooms (#8)', () => {
  let t: TestApp;
  let base: string;
  let anchor: Caller;
  let anchorId: number;
  let paidRoom: number;
  let freeRoom: number;
  const sockets: WebSocket[] = [];
  const socket = async (token: string | null) => {
    const s = await openSocket(base);
    sockets.push(s.ws);
    if (token) expect((await ask(s, { type: 'auth', token }))[0]).toMatchObject({ type: 'ack' });
    return s;
  };
  const subscribe = (s: { ws: WebSocket; frames: Frame[] }, topic: string) =>
    ask(s, { type: 'subscribe', topics: [topic] });
  const refused = (topic: string) => [expect.objectContaining({ type: 'error', code: apiCodes.forbidden.code, topic })];
  const accepted = (topic: string) => [expect.objectContaining({ type: 'ack', topics: [topic] })];
  const memberSession = async (userName: string) => {
    const id = (
      await t.app.services.db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', userName)
        .executeTakeFirstOrThrow()
    ).id;
    return { id, token: (await t.app.services.sessions.open(id, null)).token };
  };

  const payFor = async (token: string) =>
    expect(
      (
        await callerFor(t.app, token).post('/api/live/relation/fee', {
          streamId: paidRoom,
          idempotencyKey: `topics-${Date.now()}`,
          amount: 500_000,
        })
      ).data,
    ).toMatchObject({ paid: true });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const token = await sessionFor(t.app, 'anchor01');
    anchor = callerFor(t.app, token);
    anchorId = (await memberSession('anchor01')).id;
    paidRoom = (await anchor.post('/api/live/stream/save', { title: 'Paid tactics', feeAmount: 500_000 })).data.id;
    freeRoom = (await anchor.post('/api/live/stream/save', { title: 'Open talk' })).data.id;
    await t.app.services.db.updateTable('liveStreams').set({ status: S.live }).where('id', '=', paidRoom).execute();
  });
  afterEach(() => {
    for (const ws of sockets.splice(0)) ws.terminate();
  });
  afterAll(() => t.close());

  it('#8 refuses a paid room to guests and to members who have not paid; admits the anchor, super admins and payers', async () => {
    const topic = `room:${paidRoom}`;
    const guest = await socket(null);
    expect(await subscribe(guest, topic)).toEqual(refused(topic));
    expect(await subscribe(guest, `room:${freeRoom}`)).toEqual(accepted(`room:${freeRoom}`));
    expect(await subscribe(guest, 'room:987654')).toEqual(refused('room:987654'));

    const member = await memberSession('member01');
    const viewer = await socket(member.token);
    expect(await subscribe(viewer, topic)).toEqual(refused(topic));
    expect(await subscribe(await socket(await sessionFor(t.app, 'anchor01')), topic)).toEqual(accepted(topic));
    expect(await subscribe(await socket(await sessionFor(t.app, 'admin01')), topic)).toEqual(accepted(topic));

    await payFor(member.token);
    expect(await subscribe(viewer, topic)).toEqual(accepted(topic));

    // What the room carries reaches the payer and never the guest who asked first.
    await publishEvent(t.app.services.bus, `room:${paidRoom}`, 'viewers', { id: paidRoom, viewers: 3 });
    await eventually(() => expect(viewer.frames.some((f) => f.type === 'push' && f.topic === topic)).toBe(true));
    expect(guest.frames.some((f) => f.type === 'push' && f.topic === topic)).toBe(false);
  });

  it('#8 drops a member banned from the room from its topic and its video at once, and lets them back when the ban is lifted', async () => {
    const member = await memberSession('member01');
    const topic = `room:${paidRoom}`;
    await payFor(member.token);
    const viewer = await socket(member.token);
    expect(await subscribe(viewer, topic)).toEqual(accepted(topic));
    const urlsOf = async () => {
      const info = (await callerFor(t.app, member.token).get(`/api/live/stream/getInfo/${paidRoom}`)).data;
      return [info.flvUrl, info.hlsUrl] as (string | null)[];
    };
    expect(await urlsOf()).toEqual([expect.stringContaining('/live/'), expect.stringContaining('/live/')]);
    const ban = await anchor.post('/api/user/banLog/save', {
      userId: member.id,
      roomId: anchorId,
      banType: 2,
      reason: 'Leaking the picks',
    });
    expect(ban.code).toBe(200);
    await eventually(() =>
      expect(viewer.frames).toContainEqual(
        expect.objectContaining({ type: 'error', code: apiCodes.forbidden.code, topic }),
      ),
    );
    const before = viewer.frames.length;
    await publishEvent(t.app.services.bus, topic, 'viewers', { id: paidRoom, viewers: 4 });
    await new Promise((r) => setTimeout(r, 100));
    expect(viewer.frames.slice(before).some((f) => f.type === 'push')).toBe(false);
    expect(await subscribe(viewer, topic)).toEqual(refused(topic));
    // Paid, but banned: no playback URL either (the room's cached for at most 2 s, the ban read each time).
    expect(await urlsOf()).toEqual([null, null]);

    // Lifting the ban admits again.
    expect((await anchor.post('/api/user/banLog/batchUntie', { ids: [ban.data.id] })).data).toEqual({ lifted: 1 });
    expect(await subscribe(viewer, topic)).toEqual(accepted(topic));
    expect((await urlsOf())[0]).toContain('/live/');
  });

  it('#8 a fee set on a free room takes its topic from everyone who may not enter it any more', async () => {
    const { data: room } = await anchor.post('/api/live/stream/save', { title: 'Soon members only' });
    const topic = `room:${room.id}`;
    const guest = await socket(null);
    const owner = await socket(await sessionFor(t.app, 'anchor01'));
    expect(await subscribe(guest, topic)).toEqual(accepted(topic));
    expect(await subscribe(owner, topic)).toEqual(accepted(topic));
    expect((await anchor.post('/api/live/stream/update', { id: room.id, feeAmount: 100_000 })).data.isFee).toBe(true);
    await eventually(() =>
      expect(guest.frames).toContainEqual(
        expect.objectContaining({ type: 'error', code: apiCodes.forbidden.code, topic }),
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(owner.frames.some((f) => f.type === 'error')).toBe(false);
  });
});

describe('/ws connection caps (#7)', () => {
  const sockets: WebSocket[] = [];
  afterEach(() => {
    for (const ws of sockets.splice(0)) ws.terminate();
  });

  async function listening(env: Record<string, string> = {}) {
    const t = await buildTestApp({ env });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    return { t, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  }

  it('#7 holds 50 sockets from one address, refuses the 51st with 4429, and /healthz still answers', async () => {
    const { t, base } = await listening();
    try {
      const open = await Promise.all(Array.from({ length: 50 }, () => openSocket(base)));
      sockets.push(...open.map((s) => s.ws));
      const over = await openSocket(base);
      sockets.push(over.ws);
      expect(await over.closed).toEqual([
        socketCloseCodes.tooManyConnections,
        'too many connections from this address',
      ]);
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      // The held sockets still work, and one that leaves makes room for another.
      expect(await ask(open[0]!, { type: 'ping', t: 1 })).toEqual([expect.objectContaining({ type: 'pong' })]);
      open[1]!.ws.close();
      await open[1]!.closed;
      await eventually(async () => {
        const again = await openSocket(base);
        sockets.push(again.ws);
        expect(await ask(again, { type: 'ping', t: 2 })).toEqual([expect.objectContaining({ type: 'pong' })]);
      });
    } finally {
      for (const ws of sockets.splice(0)) ws.terminate();
      await t.close();
    }
  }, 30_000);

  it('#7 refuses past the process cap (WS_MAX_SOCKETS) whatever the address', async () => {
    const { t, base } = await listening({ WS_MAX_SOCKETS: '3' });
    try {
      sockets.push(...(await Promise.all(Array.from({ length: 3 }, () => openSocket(base)))).map((s) => s.ws));
      const over = await openSocket(base);
      sockets.push(over.ws);
      expect(await over.closed).toEqual([socketCloseCodes.tooManyConnections, 'server at connection capacity']);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    } finally {
      for (const ws of sockets.splice(0)) ws.terminate();
      await t.close();
    }
  });
});

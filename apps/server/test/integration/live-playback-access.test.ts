import { apiCodes, socketCloseCodes, streamStatusCodes as S } from '@matchday/contract';
import { FALLBACK_DEVICE_ID, createDeviceId } from '@matchday/core';
import { get } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, eventually, type Caller } from '../factories/caller.js';
import { publishTestPattern, type TestPublisher } from '../factories/live-publisher.js';
import { sessionFor } from '../factories/sessions.js';

type Stream = { id: number; ingest: { publishUrl: string; streamKey: string } };

/** Who may play which stream on the embedded media server, how viewers are counted, and the player caps. */
describe('playback access on the embedded media server', () => {
  let t: TestApp;
  let anchor: Caller;
  let member: Caller;
  let visitor: Caller;
  let base: string;
  const publishers: TestPublisher[] = [];
  const players: (() => void)[] = [];

  const publish = (url: string, seconds = 30) => {
    const p = publishTestPattern(url.replace('//localhost:', '//127.0.0.1:'), seconds);
    publishers.push(p);
    return p;
  };
  const create = async (title: string, feeAmount?: number) =>
    (await anchor.post('/api/live/stream/save', { title, ...(feeAmount ? { feeAmount } : {}) })).data as Stream;
  const onAir = async (title: string, feeAmount?: number) => {
    const stream = await create(title, feeAmount);
    publish(stream.ingest.publishUrl);
    await eventually(async () => expect((await statusOf(stream.id)).status).toBe(S.live), 8000);
    return stream;
  };
  const statusOf = async (id: number) =>
    (await visitor.post('/api/live/stream/getStreamStatus', { id })).data as { status: number; viewers: number };
  const nameOf = (s: Stream) => s.ingest.streamKey.split('?')[0]!;
  const infoOf = async (as: Caller, id: number, deviceNo?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/live/stream/getInfo/${id}`,
      headers: {
        ...(deviceNo ? { deviceno: deviceNo } : {}),
        ...(as === member ? { authorization: memberToken } : {}),
      },
    });
    return res.json().data as { flvUrl: string | null; hlsUrl: string | null };
  };
  let memberToken: string;

  /** An HTTP-FLV player that reads the header and keeps the connection open; its status and, when refused, the envelope. */
  function play(path: string): Promise<{ status: number; body: { code?: number; data?: unknown } | null }> {
    return new Promise((resolve, reject) => {
      // node:http, not fetch: a player that leaves closes its connection, which an aborted fetch here did not.
      const req = get(`${base}${path}`, (res) => {
        if (res.statusCode !== 200) {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
          return;
        }
        players.push(() => req.destroy());
        res.once('data', (first: Buffer) => {
          expect(first.subarray(0, 3).toString()).toBe('FLV');
          resolve({ status: 200, body: null });
        });
      });
      req.on('error', reject);
    });
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
    memberToken = await sessionFor(t.app, 'member01');
    member = callerFor(t.app, memberToken);
    visitor = callerFor(t.app, null);
  });
  afterEach(async () => {
    for (const leave of players.splice(0)) leave();
    await Promise.all(publishers.splice(0).map((p) => p.stop()));
  });
  afterAll(() => t.close());

  it('#8 plays a paid stream only through a URL signed for the viewer, checked before a byte is served', async () => {
    const stream = await onAir('Members only', 500_000);
    const name = nameOf(stream);
    const paid = await member.post('/api/live/relation/fee', {
      streamId: stream.id,
      idempotencyKey: `access-${Date.now()}`,
      amount: 500_000,
    });
    expect(paid.data).toMatchObject({ paid: true });
    const { flvUrl, hlsUrl } = await infoOf(member, stream.id);
    expect(flvUrl).toMatch(new RegExp(`^/live/${name}\\.m\\d+\\.\\d+\\.[\\w-]{22}\\.flv$`));
    expect((await play(flvUrl!)).status).toBe(200);

    // Unsigned, tampered, or signed for another stream: 403 in the envelope, nothing streamed.
    const token = flvUrl!.slice(`/live/${name}.`.length, -'.flv'.length);
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const other = await onAir('Other paid room', 500_000);
    const otherToken = (await infoOf(member, other.id)).flvUrl;
    expect(otherToken).toBeNull();
    const anchorsOther = ((await anchor.get(`/api/live/stream/getInfo/${other.id}`)).data.flvUrl as string).split('.');
    const borrowed = anchorsOther.slice(1, -1).join('.');
    for (const path of [`/live/${name}.flv`, `/live/${name}.${forged}.flv`, `/live/${name}.${borrowed}.flv`]) {
      const refused = await play(path);
      expect([refused.status, refused.body?.code]).toEqual([403, apiCodes.forbidden.code]);
    }
    const ws = new WebSocket(`${base.replace('http', 'ws')}/live/${name}.flv`);
    expect(await new Promise((resolve) => ws.on('close', (code) => resolve(code)))).toBe(socketCloseCodes.unauthorized);

    // HLS: the playlist and its segments carry the signature in their path.
    let playlist = '';
    await eventually(async () => {
      const r = await fetch(`${base}${hlsUrl}`);
      expect(r.status).toBe(200);
      playlist = await r.text();
      expect(playlist).toContain('.ts');
    }, 10_000);
    const segment = playlist.split('\n').find((l) => l.endsWith('.ts'))!;
    expect((await fetch(`${base}${hlsUrl!.replace('index.m3u8', segment)}`)).status).toBe(200);
    expect((await fetch(`${base}/live/hls/${name}/index.m3u8`)).status).toBe(403);
    expect((await fetch(`${base}/live/hls/${name}/${segment}`)).status).toBe(403);
  }, 40_000);

  it('#8 renames the stream when its key is rotated: every URL of the old name stops playing', async () => {
    const stream = await onAir('Rotate me');
    const before = await infoOf(member, stream.id);
    expect((await play(before.flvUrl!)).status).toBe(200);
    const rotated = (await anchor.post('/api/live/stream/update', { id: stream.id, rotateKey: true })).data as Stream;
    expect(nameOf(rotated)).not.toBe(nameOf(stream));
    await eventually(async () => expect((await statusOf(stream.id)).status).toBe(S.ready), 5000);
    publish(rotated.ingest.publishUrl);
    await eventually(async () => expect((await statusOf(stream.id)).status).toBe(S.live), 8000);
    expect((await play(before.flvUrl!)).status).toBe(404);
    expect((await play(`/live/${nameOf(stream)}.flv`)).status).toBe(404);
    const after = await infoOf(member, stream.id);
    expect(after.flvUrl).toContain(`/live/${nameOf(rotated)}.`);
    expect((await play(after.flvUrl!)).status).toBe(200);
  }, 40_000);

  it('#9 counts a member once however many players, and anonymous players by device, at most 3 per address', async () => {
    const stream = await onAir('Count me');
    const name = nameOf(stream);
    // Three anonymous players of the free stream's unsigned URL from one address: one viewer, not three.
    for (let i = 0; i < 3; i++) expect((await play(`/live/${name}.flv`)).status).toBe(200);
    await eventually(async () => expect((await statusOf(stream.id)).viewers).toBe(1), 4000);
    // One member on two players: one more.
    const mine = (await infoOf(member, stream.id)).flvUrl!;
    for (let i = 0; i < 2; i++) expect((await play(mine)).status).toBe(200);
    await eventually(async () => expect((await statusOf(stream.id)).viewers).toBe(2), 4000);
    // Visitors' devices count apart, but one address adds at most 3 anonymous viewers.
    for (const n of [1, 2, 3]) {
      const device = createDeviceId('PC-LIN', Date.now(), () => n / 10);
      expect((await play((await infoOf(visitor, stream.id, device)).flvUrl!)).status).toBe(200);
    }
    expect((await infoOf(visitor, stream.id, FALLBACK_DEVICE_ID)).flvUrl).toMatch(/\.d[\w-]{12}\./);
    await eventually(async () => expect((await statusOf(stream.id)).viewers).toBe(1 + 3), 4000);
  }, 40_000);

  it('#7 holds 10 players from one address, refuses the 11th with 429, and /healthz still answers', async () => {
    const stream = await onAir('Crowded');
    const name = nameOf(stream);
    for (let i = 0; i < 10; i++) expect((await play(`/live/${name}.flv`)).status).toBe(200);
    const over = await play(`/live/${name}.flv`);
    expect(over).toMatchObject({
      status: 429,
      body: { code: apiCodes.rateLimited.code, data: { reason: 'too many connections from this address' } },
    });
    const ws = new WebSocket(`${base.replace('http', 'ws')}/live/${name}.flv`);
    expect(await new Promise((resolve) => ws.on('close', (code) => resolve(code)))).toBe(
      socketCloseCodes.tooManyConnections,
    );
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    // A player that leaves makes room for another.
    players.shift()!();
    await eventually(async () => expect((await play(`/live/${name}.flv`)).status).toBe(200), 3000);
  }, 40_000);
});

import { streamStatusCodes as S } from '@matchday/contract';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BusMessage } from '@matchday/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, eventually, type Caller } from '../factories/caller.js';
import { publishTestPattern, type TestPublisher } from '../factories/live-publisher.js';
import { sessionFor } from '../factories/sessions.js';

/** The embedded media server end to end: real RTMP publishes by ffmpeg, real HTTP/WS-FLV and HLS players. */
describe('live video on the embedded media server', () => {
  let t: TestApp;
  let anchor: Caller;
  let visitor: Caller;
  let base: string;
  const publishers: TestPublisher[] = [];
  const publish = (url: string, seconds?: number) => {
    const p = publishTestPattern(url.replace('//localhost:', '//127.0.0.1:'), seconds);
    publishers.push(p);
    return p;
  };
  const create = async (title: string) =>
    (await anchor.post('/api/live/stream/save', { title })).data as {
      id: number;
      ingest: { publishUrl: string; streamKey: string };
    };
  const statusOf = async (id: number) =>
    (await visitor.post('/api/live/stream/getStreamStatus', { id })).data as { status: number; viewers: number };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
    visitor = callerFor(t.app, null);
  });
  afterEach(async () => {
    await Promise.all(publishers.splice(0).map((p) => p.stop()));
  });
  afterAll(async () => {
    await t.close();
  });

  it('goes live on a publish with the right key, tells the room, plays HTTP-FLV, WS-FLV and HLS, counts viewers, and comes off air', async () => {
    const stream = await create('Derby night');
    expect(stream.ingest.publishUrl).toMatch(/^rtmp:\/\/localhost:\d+\/live\/[a-z0-9]{12}\?key=[\w-]{43}$/);
    const room: BusMessage[] = [];
    const off = await t.app.services.bus.subscribe(`room:${stream.id}`, (m) => room.push(m));

    const publisher = publish(stream.ingest.publishUrl, 6);
    await eventually(async () => expect((await statusOf(stream.id)).status).toBe(S.live), 8000);
    expect(room.some((m) => m.event === 'streamStatus' && (m.data as { status: number }).status === S.live)).toBe(true);

    const listed = await visitor.post('/api/live/stream/list', { pageNum: 1, pageSize: 999 });
    expect(listed.data.list[0]).toMatchObject({
      id: stream.id,
      status: S.live,
      // Signed for this viewer (a visitor without a device id: `a`), in the file name.
      flvUrl: expect.stringMatching(/^\/live\/[a-z0-9]{12}\.a\.\d+\.[\w-]{22}\.flv$/),
    });
    expect(JSON.stringify(listed.data)).not.toContain(stream.ingest.streamKey.split('key=')[1]);
    const { flvUrl, hlsUrl } = listed.data.list[0] as { flvUrl: string; hlsUrl: string };

    // HTTP-FLV: an FLV header, then live tags; the player counts while it reads.
    const abort = new AbortController();
    const res = await fetch(`${base}${flvUrl}`, { signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/x-flv');
    const reader = res.body!.getReader();
    let bytes = Buffer.alloc(0);
    while (bytes.length < 4096) bytes = Buffer.concat([bytes, Buffer.from((await reader.read()).value!)]);
    expect(bytes.subarray(0, 3).toString()).toBe('FLV');
    await eventually(async () => expect((await statusOf(stream.id)).viewers).toBe(1), 4000);
    await eventually(
      () => expect(room.some((m) => m.event === 'viewers' && (m.data as { viewers: number }).viewers === 1)).toBe(true),
      3000,
    );

    // WS-FLV on the same path: a second player, a member's (a second visitor at the same address would count once).
    const member = callerFor(t.app, await sessionFor(t.app, 'member01'));
    const memberUrl = (await member.get(`/api/live/stream/getInfo/${stream.id}`)).data.flvUrl as string;
    const ws = new WebSocket(`${base.replace('http', 'ws')}${memberUrl}`);
    const first = await new Promise<Buffer>((resolve, reject) => {
      ws.once('message', (d) => resolve(d as Buffer));
      ws.once('error', reject);
    });
    expect(first.subarray(0, 3).toString()).toBe('FLV');
    await eventually(async () => expect((await statusOf(stream.id)).viewers).toBe(2), 4000);
    ws.close();
    abort.abort();
    await reader.cancel().catch(() => undefined);
    await eventually(async () => expect((await statusOf(stream.id)).viewers).toBe(0), 4000);

    // HLS: a copy remux while live.
    let playlist = '';
    await eventually(async () => {
      const r = await fetch(`${base}${hlsUrl}`);
      expect(r.status).toBe(200);
      playlist = await r.text();
      expect(playlist).toContain('.ts');
    }, 10_000);
    expect(playlist.startsWith('#EXTM3U')).toBe(true);
    const segment = playlist.split('\n').find((l) => l.endsWith('.ts'))!;
    const seg = Buffer.from(await (await fetch(`${base}${hlsUrl.replace('index.m3u8', segment)}`)).arrayBuffer());
    expect(seg[0]).toBe(0x47);

    // The publisher ends: back to ready (the anchor may reconnect), players get 404.
    await publisher.exited;
    await eventually(async () => expect((await statusOf(stream.id)).status).toBe(S.ready), 5000);
    expect(room.at(-1)).toMatchObject({ event: 'streamStatus', data: { id: stream.id, status: S.ready, viewers: 0 } });
    expect((await fetch(`${base}${flvUrl}`)).status).toBe(404);
    await eventually(async () => expect((await fetch(`${base}${hlsUrl}`)).status).toBe(404), 5000);
    await eventually(() => expect(readdirSync(join(t.config.dataDir, 'live-hls'))).toEqual([]), 5000);
    off();
  }, 40_000);

  it('refuses a wrong key, and the key of a stopped or cancelled stream', async () => {
    const stream = await create('Key checks');
    const wrong = publish(stream.ingest.publishUrl.replace(/key=[\w-]+/, 'key=not-the-right-key'));
    expect(await wrong.exited).not.toBe(0);
    expect((await statusOf(stream.id)).status).toBe(S.ready);

    // Live, then stopped by its anchor: the publisher is cut off and the key refused from then on.
    publish(stream.ingest.publishUrl);
    await eventually(async () => expect((await statusOf(stream.id)).status).toBe(S.live), 8000);
    expect((await anchor.post('/api/live/stream/stop', { id: stream.id })).data.status).toBe(S.ended);
    expect(await publishers.at(-1)!.exited).not.toBe(0);
    expect(await publish(stream.ingest.publishUrl).exited).not.toBe(0);
    expect((await statusOf(stream.id)).status).toBe(S.ended);

    const cancelled = await create('Called off');
    expect((await anchor.post('/api/live/stream/cancel', { id: cancelled.id })).data.status).toBe(S.cancelled);
    expect(await publish(cancelled.ingest.publishUrl).exited).not.toBe(0);
    expect((await statusOf(cancelled.id)).status).toBe(S.cancelled);
  }, 40_000);

  it('cuts off the publisher when the key is rotated, and takes the new key', async () => {
    const stream = await create('Rotation');
    const old = publish(stream.ingest.publishUrl);
    await eventually(async () => expect((await statusOf(stream.id)).status).toBe(S.live), 8000);
    const rotated = (await anchor.post('/api/live/stream/update', { id: stream.id, rotateKey: true })).data as {
      ingest: { publishUrl: string };
    };
    expect(rotated.ingest.publishUrl).not.toBe(stream.ingest.publishUrl);
    expect(await old.exited).not.toBe(0);
    await eventually(async () => expect((await statusOf(stream.id)).status).toBe(S.ready), 5000);
    expect(await publish(stream.ingest.publishUrl).exited).not.toBe(0);
    publish(rotated.ingest.publishUrl);
    await eventually(async () => expect((await statusOf(stream.id)).status).toBe(S.live), 8000);
  }, 40_000);

  it('takes live streams off air and tells their rooms when the server shuts down', async () => {
    const other = await buildTestApp();
    try {
      const as = callerFor(other.app, await sessionFor(other.app, 'anchor01'));
      const s = (await as.post('/api/live/stream/save', { title: 'Last call' })).data as {
        id: number;
        ingest: { publishUrl: string };
      };
      const publisher = publish(s.ingest.publishUrl);
      await eventually(
        async () => expect((await as.post('/api/live/stream/getStreamStatus', { id: s.id })).data.status).toBe(S.live),
        8000,
      );
      const room: BusMessage[] = [];
      await other.app.services.bus.subscribe(`room:${s.id}`, (m) => room.push(m));
      await other.app.close();
      expect(room.at(-1)).toMatchObject({ event: 'streamStatus', data: { id: s.id, status: S.ready } });
      expect(await publisher.exited).not.toBe(0);
    } finally {
      await other.close();
    }
  }, 30_000);
});

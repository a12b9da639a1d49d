import { streamStatusCodes as S } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

const token = 'srs-hook-token-0123456789';

/** MEDIA_SERVER=srs: ingest and playback URLs point at SRS; its http_hooks drive status and viewers. */
describe('live video through an external SRS', () => {
  let t: TestApp;
  let anchor: Caller;
  let visitor: Caller;
  const hook = (body: object, tok = token) =>
    t.app.inject({
      method: 'POST',
      url: `/media/srs/hooks?token=${tok}`,
      payload: { app: 'live', client_id: 'c1', ...body },
    });
  const statusOf = async (id: number) => (await visitor.post('/api/live/stream/getStreamStatus', { id })).data;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        MEDIA_SERVER: 'srs',
        SRS_RTMP_URL: 'rtmp://ingest.example.com/live',
        SRS_PLAYBACK_URL: 'https://cdn.example.com/live/',
        SRS_HOOK_TOKEN: token,
      },
    });
    anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
    visitor = callerFor(t.app, null);
  });
  afterAll(() => t.close());

  it('hands out SRS ingest and playback URLs and lets only SRS, with the right key, put a stream on air', async () => {
    const s = (await anchor.post('/api/live/stream/save', { title: 'Via SRS' })).data;
    const [name, query] = s.ingest.streamKey.split('?') as [string, string];
    expect(s.ingest).toEqual({
      server: 'rtmp://ingest.example.com/live',
      streamKey: `${name}?${query}`,
      publishUrl: `rtmp://ingest.example.com/live/${name}?${query}`,
    });

    expect(
      (await hook({ action: 'on_publish', stream: name, param: `?${query}` }, 'wrong-token-0123456789')).statusCode,
    ).toBe(403);
    const wrongKey = await hook({ action: 'on_publish', stream: name, param: '?key=nope' });
    expect([wrongKey.statusCode, wrongKey.json()]).toEqual([403, { code: 403 }]);
    expect((await statusOf(s.id)).status).toBe(S.ready);

    const ok = await hook({ action: 'on_publish', stream: name, param: `?${query}` });
    expect([ok.statusCode, ok.json()]).toEqual([200, { code: 0 }]);
    expect((await visitor.get(`/api/live/stream/getInfo/${s.id}`)).data).toMatchObject({
      status: S.live,
      // Signed for the viewer (issue 17 #8), on_play checks it again.
      flvUrl: expect.stringMatching(new RegExp(`^https://cdn\\.example\\.com/live/${name}\\.flv\\?t=[\\w.%-]+$`)),
      hlsUrl: expect.stringMatching(new RegExp(`^https://cdn\\.example\\.com/live/${name}\\.m3u8\\?t=[\\w.%-]+$`)),
    });

    // Distinct viewers (issue 17 #9): players of unsigned URLs count once per address.
    await hook({ action: 'on_play', stream: name, client_id: 'p1', ip: '203.0.113.1' });
    await hook({ action: 'on_play', stream: name, client_id: 'p2', ip: '203.0.113.2' });
    await hook({ action: 'on_play', stream: name, client_id: 'p3', ip: '203.0.113.2' });
    expect((await statusOf(s.id)).viewers).toBe(2);
    await hook({ action: 'on_stop', stream: name, client_id: 'p3' });
    await hook({ action: 'on_stop', stream: name, client_id: 'p1' });
    expect((await statusOf(s.id)).viewers).toBe(1);

    await hook({ action: 'on_unpublish', stream: name });
    expect((await statusOf(s.id)).status).toBe(S.ready);

    await anchor.post('/api/live/stream/stop', { id: s.id });
    expect((await hook({ action: 'on_publish', stream: name, param: `?${query}` })).statusCode).toBe(403);
  });

  it('allows the SRS playback origin in the content security policy', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(/media-src [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/cdn\.example\.com/);
  });
});

import { Writable } from 'node:stream';
import { apiCodes } from '@matchday/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { eventually } from '../factories/caller.js';

/** Issue 17 #9: a session token in `/ws?token=` was accepted and written to the request log. */
let t: TestApp;
const logged: string[] = [];
let ws: WebSocket | undefined;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, build: { logger: true, logStream } });
});
afterEach(() => ws?.terminate());
afterAll(() => t.close());

const log = () => logged.join('');

async function logIn() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/auth/account-login/v2',
    payload: { userName: 'member01', password: 'Demo#2026' },
  });
  const cookie = /^md_session=([\w-]+)/.exec(String(res.headers['set-cookie']))![1]!;
  return { token: res.json().data.accessToken as string, cookie };
}

describe('tokens never in URLs or logs', () => {
  it('#9 a session token in the socket’s URL is not accepted and not logged', async () => {
    const { token } = await logIn();
    const me = await t.app.inject({ method: 'GET', url: '/api/member/get', headers: { authorization: token } });
    const userId = me.json().data.id as number;
    ws = await t.app.injectWS(`/ws?token=${encodeURIComponent(token)}&lang=en`);
    const frames: Array<Record<string, unknown>> = [];
    ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as Record<string, unknown>));
    ws.send(JSON.stringify({ type: 'subscribe', id: 1, topics: [`user:${userId}`] }));
    await eventually(() => expect(frames.find((f) => f.id === 1)).toBeDefined());
    expect(frames.find((f) => f.id === 1)).toMatchObject({ type: 'error', code: apiCodes.forbidden.code });
    // Its first message is the way in.
    ws.send(JSON.stringify({ type: 'auth', id: 2, token }));
    ws.send(JSON.stringify({ type: 'subscribe', id: 3, topics: [`user:${userId}`] }));
    await eventually(() => expect(frames.find((f) => f.id === 3)).toMatchObject({ type: 'ack' }));

    await eventually(() => expect(log()).toContain('/ws?token=[redacted]&lang=en'));
    expect(log()).not.toContain(token);
    expect(log()).not.toContain(encodeURIComponent(token));
  });

  it('#9 the request log keeps no Authorization header, session cookie, token query or SMS code', async () => {
    const { token, cookie } = await logIn();
    await t.app.inject({
      method: 'GET',
      url: `/api/member/get?access_token=${token}&Signature=abc123def&page=2`,
      headers: { authorization: token, cookie: `md_session=${cookie}` },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/session/refresh',
      headers: { cookie: `md_session=${cookie}`, 'x-md-csrf': '1' },
      payload: {},
    });
    await t.app.inject({ method: 'GET', url: '/api/user/auth/mobile-registerCheckByCode/912345678/654321' });
    await eventually(() => expect(log()).toContain('mobile-registerCheckByCode/912345678/[redacted]'));
    const text = log();
    expect(text).toContain('/api/member/get?access_token=[redacted]&Signature=[redacted]&page=2');
    for (const secret of [token, cookie, 'abc123def', '654321']) expect(text).not.toContain(secret);
  });
});

import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppSecret } from '../../src/app-secret.js';
import { createSessionModule, SESSIONS_PER_USER } from '../../src/modules/session/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor } from '../factories/caller.js';

/** Issue 17 #9: where the session lives in the browser, how long it lasts unused, and how many a member holds. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const AUTH = '/api/user/auth';
let userNo = 0;

async function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; cookie?: string; csrf?: boolean; payload?: object } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    ...(method === 'POST' ? { payload: opts.payload ?? {} } : {}),
    headers: {
      language: 'en',
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(opts.cookie ? { cookie: `theme=dark; md_session=${opts.cookie}` } : {}),
      ...(opts.csrf ? { 'x-md-csrf': '1' } : {}),
    },
  });
  const body = res.json() as { code: number; data: ReturnType<typeof JSON.parse> };
  return { code: body.code, data: body.data, cookie: res.headers['set-cookie'] as string | undefined };
}

/** Registers a member (or logs an existing user in): the access token and the cookie's session token. */
async function logIn(userName?: string, password = 'Secret123') {
  const r = userName
    ? await call('POST', `${AUTH}/account-login/v2`, { payload: { userName, password } })
    : await call('POST', `${AUTH}/account-register`, {
        payload: { userName: `idle${++userNo}x${Date.now().toString(36).slice(-5)}`, password, ageConfirmed: true },
      });
  expect(r.code).toBe(200);
  const cookie = /^md_session=([\w-]+);/.exec(r.cookie ?? '')?.[1];
  expect(cookie).toBeDefined();
  return { token: r.data.accessToken as string, expiresAt: r.data.accessExpiresAt as number, cookie: cookie! };
}

const me = async (token: string) => (await call('GET', '/api/member/get', { token })).code;
const refresh = (cookie?: string, csrf = true) =>
  call('POST', `${AUTH}/session/refresh`, { ...(cookie ? { cookie } : {}), csrf });
const sessionIdOf = (token: string) => Number(token.split('.')[0]);
const setLastSeen = (token: string, at: number) =>
  t.app.services.db.updateTable('sessions').set({ lastSeenAt: at }).where('id', '=', sessionIdOf(token)).execute();

describe('the browser’s session', () => {
  it('#9 login answers a short-lived access token and keeps the session in an httpOnly, SameSite=Strict cookie for the auth calls only', async () => {
    const before = Date.now();
    const r = await call('POST', `${AUTH}/account-login/v2`, {
      payload: { userName: 'member01', password: 'Demo#2026' },
    });
    expect(r.data.accessToken).toMatch(/^\d+\.\d+\.[\w-]{43}$/);
    expect(r.data.accessExpiresAt).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(r.data.accessExpiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    const cookie = r.cookie!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/user/auth;');
    expect(cookie).toMatch(/Max-Age=6047\d\d/);
    expect(cookie).not.toContain(r.data.accessToken);
    expect(await me(r.data.accessToken)).toBe(apiCodes.success.code);
  });

  it('#9 the cookie’s token is no bearer token, and refresh needs the CSRF header', async () => {
    const { cookie } = await logIn();
    expect(await me(cookie)).toBe(apiCodes.sessionExpired.code);
    expect((await refresh(cookie, false)).code).toBe(apiCodes.forbidden.code);
    expect((await refresh(undefined)).code).toBe(apiCodes.sessionExpired.code);
    const fresh = await refresh(cookie);
    expect(fresh.code).toBe(apiCodes.success.code);
    expect(await me(fresh.data.accessToken)).toBe(apiCodes.success.code);
  });

  it('#9 logout ends the session: its access tokens and its cookie, which is cleared', async () => {
    const { token, cookie } = await logIn();
    const second = (await refresh(cookie)).data.accessToken as string;
    const out = await call('POST', `${AUTH}/logout`, { token });
    expect(out.cookie).toMatch(/^md_session=; Path=\/api\/user\/auth; Max-Age=0; HttpOnly; SameSite=Strict$/);
    expect(await me(token)).toBe(apiCodes.sessionExpired.code);
    expect(await me(second)).toBe(apiCodes.sessionExpired.code);
    const again = await refresh(cookie);
    expect(again.code).toBe(apiCodes.sessionExpired.code);
    expect(again.cookie).toContain('Max-Age=0');
  });

  it('#9 an access token is refused after its 10 minutes, the session going on', async () => {
    const { token, cookie } = await logIn();
    let clock = Date.now();
    const secret = loadAppSecret({ envSecret: t.config.appSecret, dataDir: t.config.dataDir });
    const { sessions } = createSessionModule({ db: t.app.services.db, secret, now: () => clock });
    expect((await sessions.check(token)).kind).toBe('valid');
    clock += 10 * 60_000 + 1;
    await setLastSeen(token, clock);
    expect((await sessions.check(token)).kind).toBe('expired');
    const fresh = await sessions.refresh(cookie);
    expect(fresh.kind).toBe('valid');
    if (fresh.kind === 'valid') expect((await sessions.check(fresh.accessToken)).kind).toBe('valid');
  });

  it('#9 a member’s session ends after 30 minutes unused, a super admin’s after 15', async () => {
    const member = await logIn();
    await setLastSeen(member.token, Date.now() - 16 * 60_000);
    expect(await me(member.token)).toBe(apiCodes.success.code);
    await setLastSeen(member.token, Date.now() - 31 * 60_000);
    expect(await me(member.token)).toBe(apiCodes.sessionExpired.code);
    expect((await refresh(member.cookie)).code).toBe(apiCodes.sessionExpired.code);

    const admin = await logIn('admin01', 'Demo#2026');
    await setLastSeen(admin.token, Date.now() - 14 * 60_000);
    expect(await me(admin.token)).toBe(apiCodes.success.code);
    await setLastSeen(admin.token, Date.now() - 16 * 60_000);
    expect(await me(admin.token)).toBe(apiCodes.sessionExpired.code);
  });

  it('#9 using a session keeps it alive, recorded at most once a minute', async () => {
    const { token } = await logIn();
    const lastSeen = async () =>
      (
        await t.app.services.db
          .selectFrom('sessions')
          .select('lastSeenAt')
          .where('id', '=', sessionIdOf(token))
          .executeTakeFirstOrThrow()
      ).lastSeenAt;
    const old = Date.now() - 20 * 60_000;
    await setLastSeen(token, old);
    expect(await me(token)).toBe(apiCodes.success.code);
    const touched = await lastSeen();
    expect(touched).toBeGreaterThan(old + 19 * 60_000);
    expect(await me(token)).toBe(apiCodes.success.code);
    expect(await lastSeen()).toBe(touched);
  });

  it(`#9 a member holds at most ${SESSIONS_PER_USER} sessions: another login ends the oldest`, async () => {
    const first = await logIn();
    const userName = (await callerFor(t.app, first.token).get('/api/member/get')).data.userName as string;
    const later = [];
    for (let i = 1; i < SESSIONS_PER_USER; i++) later.push(await logIn(userName));
    expect(await me(first.token)).toBe(apiCodes.success.code);
    const sixth = await logIn(userName);
    expect(await me(first.token)).toBe(apiCodes.sessionExpired.code);
    expect((await refresh(first.cookie)).code).toBe(apiCodes.sessionExpired.code);
    for (const s of [...later, sixth]) expect(await me(s.token)).toBe(apiCodes.success.code);
  });

  it('#9 “log out other devices” ends every other session of the member, not this one', async () => {
    const here = await logIn();
    const userName = (await callerFor(t.app, here.token).get('/api/member/get')).data.userName as string;
    const there = [await logIn(userName), await logIn(userName)];
    const r = await call('POST', '/api/member/security/logoutOthers', { token: here.token });
    expect(r.data).toEqual({ otherSessionsEnded: 2 });
    for (const s of there) {
      expect(await me(s.token)).toBe(apiCodes.sessionExpired.code);
      expect((await refresh(s.cookie)).code).toBe(apiCodes.sessionExpired.code);
    }
    expect(await me(here.token)).toBe(apiCodes.success.code);
    expect((await call('POST', '/api/member/security/logoutOthers', {})).code).toBe(apiCodes.unauthenticated.code);
  });

  it('#9 a socket of a session that ended stops speaking for the member: no more of their pushes', async () => {
    const here = await logIn();
    const info = (await callerFor(t.app, here.token).get('/api/member/get')).data as { userName: string; id: number };
    const there = await logIn(info.userName);
    const topic = `user:${info.id}`;
    const open = async (token: string) => {
      const ws = await t.app.injectWS('/ws');
      const frames: Record<string, unknown>[] = [];
      ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as Record<string, unknown>));
      ws.send(JSON.stringify({ type: 'auth', id: 1, token }));
      ws.send(JSON.stringify({ type: 'subscribe', id: 2, topics: [topic] }));
      await vi.waitFor(() => expect(frames).toContainEqual(expect.objectContaining({ type: 'ack', id: 2 })));
      return { ws, frames };
    };
    const [mine, theirs] = [await open(here.token), await open(there.token)];
    expect((await call('POST', '/api/member/security/logoutOthers', { token: here.token })).data).toEqual({
      otherSessionsEnded: 1,
    });
    await vi.waitFor(() =>
      expect(theirs.frames).toContainEqual({ type: 'error', code: apiCodes.sessionExpired.code, msg: 'session ended' }),
    );
    expect(theirs.frames).toContainEqual(expect.objectContaining({ type: 'error', topic }));
    await t.app.services.bus.publish(topic, 'balance', { balance: 1 });
    await vi.waitFor(() => expect(mine.frames.some((f) => f.type === 'push' && f.topic === topic)).toBe(true));
    expect(theirs.frames.some((f) => f.type === 'push')).toBe(false);
    expect(mine.frames.some((f) => f.type === 'error')).toBe(false);
    for (const s of [mine, theirs]) s.ws.terminate();
  });

  it('#9 a session token of before the change (a stored bearer token) opens nothing', async () => {
    const { cookie } = await logIn();
    expect(await me(cookie)).toBe(apiCodes.sessionExpired.code);
    expect(await me('A'.repeat(43))).toBe(apiCodes.sessionExpired.code);
    const forged = `1.${Date.now() + 60_000}.${'A'.repeat(43)}`;
    expect(await me(forged)).toBe(apiCodes.sessionExpired.code);
  });
});

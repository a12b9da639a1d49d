import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
const freshIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

function post(url: string, payload: unknown, opts: { ip?: string; token?: string; lang?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: opts.ip ?? freshIp(),
    headers: { language: opts.lang ?? 'en', ...(opts.token ? { authorization: opts.token } : {}) },
  });
}
const login = (userName: string, password: string, opts: { ip?: string; lang?: string } = {}) =>
  post('/api/user/auth/account-login/v2', { userName, password }, opts);
const register = (userName: string, password: string, ip?: string) =>
  post('/api/user/auth/account-register', { userName, password, ageConfirmed: true }, ip ? { ip } : {});

describe('account login', () => {
  it('logs member01 in with the demo password; the token opens member/get', async () => {
    const res = await login('member01', 'Demo#2026');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ loginState: 0, state: null });
    // A short-lived access token (issue 17 #9); the session itself comes as an httpOnly cookie.
    expect(data.accessToken).toMatch(/^\d+\.\d+\.[\w-]{43}$/);
    expect(res.headers['set-cookie']).toMatch(
      /^md_session=[\w-]{43}; Path=\/api\/user\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/member/get',
      headers: { authorization: data.accessToken },
    });
    expect(me.json().data.userName).toBe('member01');
  });

  it('answers a wrong password and an unknown user with the same code and message', async () => {
    const wrong = await login('anchor01', 'Wrong#2026', { lang: 'vi' });
    const unknown = await login('nobody42', 'Wrong#2026', { lang: 'vi' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: apiCodes.wrongCredentials.code,
      msg: 'Tên đăng nhập hoặc mật khẩu không đúng.',
      data: null,
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an account after 10 failures for 30 minutes, even with the right password, and says how long', async () => {
    await register('locky01', 'Secret123');
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await login('locky01', `Wrong${i}pass`)).json().code);
    expect(codes.slice(0, 9).every((c) => c === apiCodes.wrongCredentials.code)).toBe(true);
    expect(codes[9]).toBe(apiCodes.accountLocked.code);
    const right = await login('locky01', 'Secret123');
    expect(right.statusCode).toBe(423);
    expect(right.json().msg).toBe(
      'Too many failed logins: this account is locked for 30 minutes. Log in by phone with a texted code to unlock it now.',
    );
    const zh = await login('locky01', 'Secret123', { lang: 'zh-cn' });
    expect(zh.json().msg).toBe('登录失败次数过多，账号已锁定 30 分钟。用手机验证码登录可立即解锁。');
  });

  it('stops an address after 20 failures across accounts, there only', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++) await login(`probe${i}xx`, 'Wrong1234', { ip });
    const res = await login('member01', 'Demo#2026', { ip });
    expect(res.json().code).toBe(apiCodes.rateLimited.code);
    expect((await login('member01', 'Demo#2026')).json().code).toBe(200);
  });

  it('a success clears the account failures', async () => {
    await register('clears01', 'Secret123');
    for (let i = 0; i < 9; i++) await login('clears01', 'Wrong1234');
    expect((await login('clears01', 'Secret123')).json().code).toBe(200);
    expect((await login('clears01', 'Wrong1234')).json().code).toBe(apiCodes.wrongCredentials.code);
  });

  it('a banned account cannot log in', async () => {
    await register('banned01', 'Secret123');
    const db = t.app.services.db;
    const user = await db.selectFrom('users').select('id').where('userName', '=', 'banned01').executeTakeFirstOrThrow();
    const admin = await db.selectFrom('users').select('id').where('userName', '=', 'admin01').executeTakeFirstOrThrow();
    await db
      .insertInto('banLogs')
      .values({
        userId: user.id,
        roomId: 0,
        banType: 2,
        reason: 'test',
        operatorId: admin.id,
        createdAt: Date.now(),
        expiresAt: null,
        liftedAt: null,
      })
      .execute();
    await db.updateTable('users').set({ status: 2 }).where('id', '=', user.id).execute();
    const res = await login('banned01', 'Secret123');
    expect(res.json()).toMatchObject({
      code: apiCodes.forbidden.code,
      msg: 'This account is disabled. Please contact customer service.',
    });
  });
});

describe('account registration', () => {
  it('creates a member in the site currency, hashed with argon2id, and logs in', async () => {
    const res = await register('newbie01', 'Secret123');
    expect(res.json().code).toBe(200);
    const row = await t.app.services.db
      .selectFrom('users')
      .selectAll()
      .where('userName', '=', 'newbie01')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'member', regCurrency: 'VND', status: 1 });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login('newbie01', 'Secret123')).json().code).toBe(200);
  });

  it('keeps the invite and referral codes the member registered with', async () => {
    await post('/api/user/auth/account-register', {
      userName: 'invited01',
      password: 'Secret123',
      ageConfirmed: true,
      inviteCode: 'FRIEND7',
      referCode: 'AGENT2',
    });
    const row = await t.app.services.db
      .selectFrom('users')
      .select(['inviteCode', 'referCode'])
      .where('userName', '=', 'invited01')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ inviteCode: 'FRIEND7', referCode: 'AGENT2' });
  });

  it('refuses a taken user name, a weak password and a missing age confirmation, each with its message', async () => {
    const taken = await register('member01', 'Secret123');
    expect(taken.json()).toMatchObject({
      code: apiCodes.conflict.code,
      msg: 'This user name is taken. Please choose another.',
    });
    const weak = await register('weakling', 'password');
    expect(weak.json()).toMatchObject({
      code: apiCodes.validationFailed.code,
      msg: 'body.password: Password: use at least one letter and one digit.',
    });
    const noAge = await post('/api/user/auth/account-register', { userName: 'youngone', password: 'Secret123' });
    expect(noAge.json().msg).toBe('body.ageConfirmed: Please confirm that you are 18 or older.');
  });

  it('allows 10 registrations per address an hour', async () => {
    const ip = '10.7.7.7';
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await register(`perip${i}aa`, 'Secret123', ip)).json());
    expect(codes.slice(0, 10).map((c) => c.code)).toEqual(Array(10).fill(200));
    expect(codes[10]).toMatchObject({
      code: apiCodes.rateLimited.code,
      msg: 'Too many registrations from this network. Please try again in 60 minutes.',
    });
  });
});

describe('logout', () => {
  it('revokes the token: the next call answers the expired-session code', async () => {
    const token = (await login('member01', 'Demo#2026')).json().data.accessToken;
    expect((await post('/api/user/auth/logout', {}, { token })).json()).toMatchObject({ code: 200, data: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/member/get', headers: { authorization: token } });
    expect(me.json().code).toBe(apiCodes.sessionExpired.code);
  });
});

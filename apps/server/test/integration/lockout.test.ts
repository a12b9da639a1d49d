import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { addresses, authClient, type From } from '../factories/auth-client.js';
import { callerFor } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

let t: TestApp;
let c: ReturnType<typeof authClient>;
beforeAll(async () => {
  t = await buildTestApp();
  c = authClient(t.app);
});
afterAll(() => t.close());

const fresh = addresses('10.40');
const { wrongCredentials, accountLocked, rateLimited } = apiCodes;
const lockedMsg = (minutes: number) =>
  `Too many failed logins: this account is locked for ${minutes} minutes. Log in by phone with a texted code to unlock it now.`;
const stoppedMsg = (minutes: number) =>
  `Too many failed logins from this network. Please try again in ${minutes} minutes, or log in by phone with a texted code.`;

/** Wrong passwords from one address; the codes answered. */
async function fail(from: From, userName: string, times: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await c.login(from, userName, `Wrong${i}pass`)).code);
  return codes;
}

/** Locks an account the cheapest way the limits allow: 5 wrong passwords from each of two addresses. */
async function lockFromTwo(userName: string): Promise<[From, From]> {
  const a = fresh();
  const b = fresh();
  await fail(a, userName, 5);
  const last = await fail(b, userName, 5);
  expect(last[4]).toBe(accountLocked.code);
  return [a, b];
}

async function unlockBySms(phone: string, from: From) {
  expect((await c.sendCode(from, phone)).code).toBe(200);
  const r = await c.phoneLogin(from, phone, await c.codeSentTo(`+84${phone}`));
  expect(r.code).toBe(200);
}

describe('#4 lockout that protects without locking everyone out', () => {
  it('#4 ten wrong passwords from one address do not lock admin01: that address is stopped on it after 5', async () => {
    const attacker = fresh();
    const codes = await fail(attacker, 'admin01', 10);
    expect(codes.slice(0, 4)).toEqual(Array(4).fill(wrongCredentials.code));
    expect(codes.slice(4)).toEqual(Array(6).fill(rateLimited.code));
    const stopped = await c.login(attacker, 'admin01', 'Demo#2026');
    expect(stopped).toMatchObject({ status: 429, msg: stoppedMsg(30) });
    expect((await c.login(fresh(), 'admin01', 'Demo#2026')).code).toBe(200);
  });

  it('#4 failures from several addresses lock the account for everyone for 30 minutes, the right password too', async () => {
    await c.register(fresh(), 'lockme01');
    await lockFromTwo('lockme01');
    const right = await c.login(fresh(), 'lockme01', 'Secret123');
    expect(right).toMatchObject({ status: 423, code: accountLocked.code, msg: lockedMsg(30) });
    // An unknown name locks the same way, so a lock says nothing about whether an account exists.
    await lockFromTwo('nosuch01');
    expect((await c.login(fresh(), 'nosuch01', 'Secret123')).msg).toBe(lockedMsg(30));
  });

  it('#4 the owner lifts a lock at once by logging in with a code texted to the bound phone', async () => {
    await c.memberWithPhone(fresh(), 'owner401', '961000401');
    await lockFromTwo('owner401');
    const home = fresh();
    expect((await c.login(home, 'owner401', 'Secret123')).code).toBe(accountLocked.code);
    await unlockBySms('961000401', home);
    expect((await c.login(home, 'owner401', 'Secret123')).code).toBe(200);
    expect((await c.login(fresh(), 'owner401', 'Secret123')).code).toBe(200);
  });

  it('#4 after the SMS unlock the addresses that failed are stopped on the account for 24 hours and cannot lock it again', async () => {
    await c.memberWithPhone(fresh(), 'owner402', '961000402');
    const [a, b] = await lockFromTwo('owner402');
    await unlockBySms('961000402', fresh());
    expect(await c.login(a, 'owner402', 'Secret123')).toMatchObject({ code: rateLimited.code, msg: stoppedMsg(1440) });
    expect(await fail(b, 'owner402', 12)).toEqual(Array(12).fill(rateLimited.code));
    // Their refused guesses were never counted: the owner logs in from anywhere else.
    expect((await c.login(fresh(), 'owner402', 'Secret123')).code).toBe(200);
    // Other accounts are open to those addresses as before.
    expect((await c.login(a, 'member01', 'Demo#2026')).code).toBe(200);
  });

  it('#4 the owner who locked the account from home keeps home after the SMS unlock', async () => {
    await c.memberWithPhone(fresh(), 'owner403', '961000403');
    const home = fresh();
    await fail(home, 'owner403', 5);
    const other = fresh();
    await fail(other, 'owner403', 5);
    await unlockBySms('961000403', home);
    expect((await c.login(home, 'owner403', 'Secret123')).code).toBe(200);
    expect((await c.login(other, 'owner403', 'Secret123')).code).toBe(rateLimited.code);
  });

  it('#4 a super admin lifts a lock from the super admin centre, and the audit trail records it', async () => {
    await c.register(fresh(), 'lockme02');
    await lockFromTwo('lockme02');
    const id = (
      await t.app.services.db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', 'lockme02')
        .executeTakeFirstOrThrow()
    ).id;
    const admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    const member = callerFor(t.app, await sessionFor(t.app, 'member01'));
    expect((await member.post('/api/admin/user/unlock-login', { userId: id })).code).toBe(apiCodes.forbidden.code);
    expect(await admin.post('/api/admin/user/unlock-login', { userId: id })).toMatchObject({
      code: 200,
      data: { wasLocked: true },
    });
    expect((await c.login(fresh(), 'lockme02', 'Secret123')).code).toBe(200);
    expect((await admin.post('/api/admin/user/unlock-login', { userId: id })).data).toEqual({ wasLocked: false });
    expect((await admin.post('/api/admin/user/unlock-login', { userId: 999_999 })).code).toBe(apiCodes.notFound.code);
    const trail = await t.app.services.db
      .selectFrom('adminAudit')
      .select(['action', 'detail'])
      .where('targetUserId', '=', id)
      .orderBy('id')
      .execute();
    expect(trail.map((r) => [r.action, JSON.parse(r.detail)])).toEqual([
      ['user.unlockLogin', { userName: 'lockme02', wasLocked: true }],
      ['user.unlockLogin', { userName: 'lockme02', wasLocked: false }],
    ]);
  });

  it('#4 a successful login clears that address’s failures for that account', async () => {
    await c.register(fresh(), 'forgive1');
    const office = fresh();
    expect(await fail(office, 'forgive1', 4)).toEqual(Array(4).fill(wrongCredentials.code));
    expect((await c.login(office, 'forgive1', 'Secret123')).code).toBe(200);
    // Forgiven: the address has 20 failures to spend again (4 + 16 would already have stopped it).
    const probes: number[] = [];
    for (let i = 0; i < 19; i++) probes.push((await c.login(office, `probe${i}zz`, 'Wrong1234')).code);
    expect(probes).toEqual(Array(19).fill(wrongCredentials.code));
    expect((await c.login(office, 'probezz20', 'Wrong1234')).msg).toBe(stoppedMsg(30));
    // Now it is stopped everywhere; other addresses are not.
    expect((await c.login(office, 'forgive1', 'Secret123')).code).toBe(rateLimited.code);
    expect((await c.login(fresh(), 'forgive1', 'Secret123')).code).toBe(200);
  });
});

import type { BetWalletDebit, SportsGrantee } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

/**
 * Issue 17 #5: a member's sports token names their app session, and a stake is taken only while that
 * session goes on. The platform's side is a stand-in that keeps what the token call granted (the
 * contract's port); the debits are the ones the platform sends, into the real ledger.
 */
const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

let nextOrder = 9_000_000;

describe.each(engines)('sports tokens and the member’s session on %s', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let memberNo = 0;
  const granted: Array<SportsGrantee | null> = [];

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({
      postgres,
      build: {
        sportsAccess: {
          async grant(who) {
            granted.push(who);
            return {
              token: `tok-${granted.length}`,
              apiServerAddress: '/sports-api',
              pcAddress: '/sports-api',
              pushServerAddress: '/sports-api/push',
              virtualAddress: '/sports-api/virtual',
            };
          },
        },
      },
    });
  });
  afterAll(async () => {
    if (!skip) await t.close();
  });

  const post = async (url: string, payload: object, token?: string, ip = '10.5.0.1') => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      headers: { language: 'en', ...(token ? { authorization: token } : {}) },
    });
    return res.json() as { code: number; msg: string; data: ReturnType<typeof JSON.parse> };
  };

  /** A fresh member with money, logged in by password (the web's way) `devices` times. */
  async function member(devices = 1): Promise<{ id: number; userName: string; tokens: string[] }> {
    const userName = `sess${++memberNo}${postgres ? 'p' : 's'}${Date.now().toString(36).slice(-4)}`;
    const reg = await post('/api/user/auth/account-register', { userName, password: 'Secret123', ageConfirmed: true });
    expect(reg.code).toBe(200);
    const tokens = [reg.data.accessToken as string];
    for (let i = 1; i < devices; i++)
      tokens.push(
        (await post('/api/user/auth/account-login/v2', { userName, password: 'Secret123' })).data.accessToken,
      );
    const info = await callerFor(t.app, tokens[0]!).get('/api/member/get');
    const id = info.data.id as number;
    await t.app.services.wallet.transfer({
      idempotencyKey: `fund:${userName}`,
      kind: 'deposit',
      reference: 'test',
      from: { house: 'cash' },
      to: { member: id },
      amount: 1_000_000,
      currency: 'VND',
    });
    return { id, userName, tokens };
  }

  /** The session the platform's token for this access token names (as the platform would carry it). */
  async function sportsTokenSession(accessToken: string): Promise<string | undefined> {
    expect((await callerFor(t.app, accessToken).post('/api/game/bet/cSports/token')).code).toBe(200);
    return granted.at(-1)?.session;
  }

  const stake = (userId: number, session: string | undefined, more: Partial<BetWalletDebit> = {}): BetWalletDebit => {
    const orderId = String(++nextOrder);
    return {
      key: `sports:${orderId}:stake`,
      userId,
      currency: 'VND',
      amount: 100_000,
      orderId,
      kind: 'stake',
      title: 'Hanoi FC vs Saigon FC · Handicap -0.5 @ 1.95',
      placedAt: Date.now(),
      language: 'en',
      ...(session ? { session } : {}),
      ...more,
    };
  };
  const debit = (m: BetWalletDebit) => t.app.services.betWallet.debit(m);

  it.skipIf(skip)('#5 a member banned after taking a token cannot place a bet with it', async () => {
    const m = await member();
    const session = await sportsTokenSession(m.tokens[0]!);
    expect(session).toMatch(/^\d+$/);
    const first = stake(m.id, session);
    expect(await debit(first)).toMatchObject({ status: 'posted', balance: 900_000 });

    const admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    const ban = await admin.post('/api/user/banLog/save', { userId: m.id, roomId: 0, banType: 2, reason: 'Fraud' });
    expect(ban.code).toBe(200);

    const after = await debit(stake(m.id, session, { language: 'vi' }));
    expect(after).toEqual({
      status: 'rejected',
      reason: 'sessionEnded',
      message: expect.stringMatching(/Phiên đăng nhập của bạn đã kết thúc/),
      balance: 900_000,
    });
    // The platform retrying the stake taken before the ban is answered as it was.
    expect(await debit(first)).toMatchObject({ status: 'posted' });
    expect(await t.app.services.wallet.balance(m.id, 'VND')).toBe(900_000);
    expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
  });

  it.skipIf(skip)('#5 a member who logged out cannot place a bet with the token taken before', async () => {
    const m = await member();
    const session = await sportsTokenSession(m.tokens[0]!);
    expect(await debit(stake(m.id, session))).toMatchObject({ status: 'posted' });
    expect((await post('/api/user/auth/logout', {}, m.tokens[0])).code).toBe(200);
    expect(await debit(stake(m.id, session))).toMatchObject({ status: 'rejected', reason: 'sessionEnded' });
    // A reserve bet set up in that session does not fire either.
    expect(await debit(stake(m.id, session, { deferred: true }))).toMatchObject({ reason: 'sessionEnded' });
  });

  it.skipIf(skip)('#5 a password change ends the stakes of the other devices’ tokens, not this one’s', async () => {
    const m = await member(2);
    const here = await sportsTokenSession(m.tokens[0]!);
    const there = await sportsTokenSession(m.tokens[1]!);
    expect(here).not.toBe(there);
    const changed = await callerFor(t.app, m.tokens[0]!).post('/api/member/security/password', {
      currentPassword: 'Secret123',
      newPassword: 'Better456',
    });
    expect(changed.data).toEqual({ otherSessionsEnded: 1 });
    expect(await debit(stake(m.id, there))).toMatchObject({ status: 'rejected', reason: 'sessionEnded' });
    expect(await debit(stake(m.id, here))).toMatchObject({ status: 'posted' });
  });

  it.skipIf(skip)(
    '#5 a session that went idle or timed out takes no new stake, but a reserve bet set up in it still fires',
    async () => {
      const m = await member();
      const session = await sportsTokenSession(m.tokens[0]!);
      await t.app.services.db
        .updateTable('sessions')
        .set({ lastSeenAt: Date.now() - 31 * 60_000 })
        .where('id', '=', Number(session))
        .execute();
      expect(await debit(stake(m.id, session))).toMatchObject({ status: 'rejected', reason: 'sessionEnded' });
      expect(await debit(stake(m.id, session, { deferred: true }))).toMatchObject({ status: 'posted' });
      await t.app.services.db
        .updateTable('sessions')
        .set({ lastSeenAt: Date.now(), expiresAt: Date.now() - 1 })
        .where('id', '=', Number(session))
        .execute();
      expect(await debit(stake(m.id, session))).toMatchObject({ status: 'rejected', reason: 'sessionEnded' });
    },
  );

  it.skipIf(skip)('#5 a stake naming no session, or another member’s, is refused; guests get no session', async () => {
    const m = await member();
    const other = await member();
    const otherSession = await sportsTokenSession(other.tokens[0]!);
    expect(await debit(stake(m.id, undefined))).toMatchObject({ status: 'rejected', reason: 'sessionEnded' });
    expect(await debit(stake(m.id, otherSession))).toMatchObject({ status: 'rejected', reason: 'sessionEnded' });
    expect((await callerFor(t.app, null).post('/api/game/bet/cSports/token')).code).toBe(200);
    expect(granted.at(-1)).toBeNull();
  });
});

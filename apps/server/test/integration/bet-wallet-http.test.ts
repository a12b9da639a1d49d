import { createHmac } from 'node:crypto';
import {
  apiCodes,
  MERCHANT_REPLAY_WINDOW_MS,
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  merchantSigningText,
  orderStatus,
  sportsCodes,
  sportsPaths,
} from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '../../src/modules/account/account.repository.js';
import { verifyLedger } from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, type Caller } from '../factories/caller.js';

const SECRET = 'bet-wallet-merchant-secret-0123456789abcdef';
const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

let nextOrder = 7_000_000;
let clockStep = 0;

describe.each(engines)('the seamless wallet over signed HTTP and the bet summary on %s', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let memberNo = 0;
  /** Each member's app session, which their platform token names and their stakes carry (issue 17 #5). */
  const sessionOf = new Map<number, string>();

  async function newMember(vnd = 1_000_000, cny = 0): Promise<{ id: number; caller: Caller }> {
    const userName = `httpbet${++memberNo}${postgres ? 'p' : 's'}`;
    const { id } = await createAccountRepository(t.app.services.db).insertIfAbsent(
      {
        userName,
        passwordHash: 'x',
        role: 'member',
        nickName: null,
        avatarId: 1,
        vipLevel: 0,
        regCurrency: 'VND',
        mobile: null,
        mobileArea: null,
        status: 1,
      },
      Date.now(),
    );
    for (const [currency, amount] of [
      ['VND', vnd],
      ['CNY', cny],
    ] as const) {
      if (amount > 0)
        await t.app.services.wallet.transfer({
          idempotencyKey: `test-deposit:${userName}:${currency}`,
          kind: 'deposit',
          reference: 'test',
          from: { house: 'cash' },
          to: { member: id },
          amount,
          currency,
        });
    }
    const { token, sessionId } = await t.app.services.sessions.open(id, null);
    sessionOf.set(id, String(sessionId));
    return { id, caller: callerFor(t.app, token, 'en') };
  }

  /** A signed call as the platform makes it; each gets its own timestamp, so none is taken for a replay. */
  async function signed(
    path: string,
    body: unknown,
    opts: { timestamp?: string; signature?: string; secret?: string; raw?: string; omit?: boolean } = {},
  ) {
    const raw = opts.raw ?? JSON.stringify(body);
    const timestamp = opts.timestamp ?? String(Date.now() + ++clockStep);
    const signature =
      opts.signature ??
      createHmac('sha256', opts.secret ?? SECRET)
        .update(merchantSigningText(timestamp, raw))
        .digest('hex');
    const headers = {
      'content-type': 'application/json',
      ...(opts.omit ? {} : { [MERCHANT_TIMESTAMP_HEADER]: timestamp, [MERCHANT_SIGNATURE_HEADER]: signature }),
    };
    const res = await t.app.inject({ method: 'POST', url: path, headers, payload: raw });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      code: number;
      success: boolean;
      message: string;
      data: { status?: string; balance: number; reason?: string; message?: string } | null;
      info?: string;
    };
  }

  const stake = (userId: number, amount = 100_000, more: Record<string, unknown> = {}) => {
    const orderId = String(++nextOrder);
    return {
      key: `sports:${orderId}:stake`,
      userId,
      currency: 'VND',
      amount,
      orderId,
      kind: 'stake',
      title: `Match ${orderId} · Over 2.5 @ 1.90`,
      placedAt: Date.now(),
      ...(sessionOf.has(userId) ? { session: sessionOf.get(userId) } : {}),
      ...more,
    };
  };
  const settle = (
    s: { userId: number; orderId: string; currency: string },
    amount: number,
    betState = 'settled',
    at = Date.now(),
  ) => ({
    key: `sports:${s.orderId}:payout:v1`,
    userId: s.userId,
    currency: s.currency,
    amount,
    orderId: s.orderId,
    kind: 'payout',
    betState,
    at,
  });

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({
      postgres,
      env: { SPORTS_PLATFORM_URL: 'http://127.0.0.1:9', SPORTS_MERCHANT_SECRET: SECRET },
    });
  });
  afterAll(async () => {
    if (skip) return;
    expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
    await t.close();
  });

  it.skipIf(skip)('debits, credits and reads balances for a correctly signed platform', async () => {
    const { id } = await newMember();
    const bet = stake(id);
    expect(await signed(sportsPaths.walletDebit, bet)).toEqual({
      code: 0,
      success: true,
      message: 'Success',
      data: { status: 'posted', balance: 900_000 },
    });
    expect((await signed(sportsPaths.walletCredit, settle(bet, 190_000))).data).toEqual({
      status: 'posted',
      balance: 1_090_000,
    });
    expect((await signed(sportsPaths.walletBalance, { userId: id, currency: 'VND' })).data).toEqual({
      balance: 1_090_000,
    });
    // A retry with the same key (signed afresh) answers the first outcome and moves nothing.
    expect((await signed(sportsPaths.walletDebit, bet)).data).toEqual({ status: 'posted', balance: 1_090_000 });
  });

  it.skipIf(skip)(
    'answers a responsible-gambling refusal as a rejected outcome, in the member’s language',
    async () => {
      const { id } = await newMember();
      await t.app.services.controls.takeBreak(id, 24);
      const answer = await signed(sportsPaths.walletDebit, stake(id, 100_000, { language: 'vi' }));
      expect(answer.code).toBe(0);
      expect(answer.data).toMatchObject({
        status: 'rejected',
        reason: 'responsibleGamblingBlock',
        balance: 1_000_000,
        message: expect.stringMatching(/^Bạn đang tạm nghỉ đến /),
      });
    },
  );

  it.skipIf(skip)(
    'refuses a bad or replayed signature (14006), and missing headers or a stale timestamp (14069), moving nothing',
    async () => {
      const { id } = await newMember();
      expect(
        (await signed(sportsPaths.walletDebit, stake(id), { secret: 'not-the-shared-secret-but-32-chars-long!' })).code,
      ).toBe(sportsCodes.invalidSignature);
      expect((await signed(sportsPaths.walletDebit, stake(id), { signature: 'f'.repeat(64) })).code).toBe(
        sportsCodes.invalidSignature,
      );
      expect((await signed(sportsPaths.walletDebit, stake(id), { omit: true })).code).toBe(
        sportsCodes.merchantHeadersRequired,
      );
      const stale = String(Date.now() - MERCHANT_REPLAY_WINDOW_MS - 1_000);
      expect((await signed(sportsPaths.walletDebit, stake(id), { timestamp: stale })).code).toBe(
        sportsCodes.merchantHeadersRequired,
      );
      const bet = stake(id, 50_000);
      const timestamp = String(Date.now() + ++clockStep);
      expect((await signed(sportsPaths.walletDebit, bet, { timestamp })).code).toBe(0);
      const replay = await signed(sportsPaths.walletDebit, bet, { timestamp });
      expect(replay).toMatchObject({ code: sportsCodes.invalidSignature, success: false, data: null });
      expect(await t.app.services.betWallet.balance(id, 'VND')).toBe(950_000);
    },
  );

  it.skipIf(skip)('answers code 5 to bad bodies and never a 500', async () => {
    const { id } = await newMember();
    const good = stake(id);
    const bad: [string, unknown][] = [
      ['amount', { ...good, amount: 0 }],
      ['amount', { ...good, amount: 1.5 }],
      ['kind', { ...good, kind: 'bonus' }],
      ['key', { ...good, key: 'short' }],
      ['userId', { ...good, userId: -1 }],
      ['title', { ...good, title: 'x'.repeat(201) }],
    ];
    for (const [field, body] of bad) {
      const answer = await signed(sportsPaths.walletDebit, body);
      expect(answer).toMatchObject({ code: sportsCodes.invalidParameter, data: null });
      expect(answer.info).toContain(field);
    }
    expect(
      (
        await signed(sportsPaths.walletCredit, {
          ...settle({ userId: id, orderId: '1', currency: 'VND' }, 10),
          betState: 'won',
        })
      ).code,
    ).toBe(sportsCodes.invalidParameter);
    expect((await signed(sportsPaths.walletBalance, { userId: id })).code).toBe(sportsCodes.invalidParameter);
    expect((await signed(sportsPaths.walletDebit, null, { raw: '{"key":' })).code).toBe(sportsCodes.invalidParameter);
    expect(
      (await signed(sportsPaths.walletDebit, null, { raw: JSON.stringify({ ...good, title: 'y'.repeat(20_000) }) }))
        .code,
    ).toBe(sportsCodes.invalidParameter);
    expect(await t.app.services.betWallet.balance(id, 'VND')).toBe(1_000_000);
  });

  it.skipIf(skip)('serves no wallet calls when no standalone platform is configured', async () => {
    const plain = await buildTestApp({ postgres });
    try {
      const res = await plain.app.inject({ method: 'POST', url: sportsPaths.walletBalance, payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it.skipIf(skip)(
    'the bet summary: a visitor is refused; a member sees only their own bets, filtered, paged and summed per currency',
    async () => {
      expect((await callerFor(t.app, null).post('/api/game/bet/order/mybet/sum')).code).toBe(
        apiCodes.unauthenticated.code,
      );
      expect((await callerFor(t.app, null).post('/api/game/bet/order/mybet/detail')).code).toBe(
        apiCodes.unauthenticated.code,
      );
      const me = await newMember(1_000_000, 100_000);
      const other = await newMember();
      const day = 86_400_000;
      const t0 = Date.now() - 10 * day;
      const won = stake(me.id, 100_000, { placedAt: t0 });
      const lost = stake(me.id, 200_000, { placedAt: t0 + day });
      const open = stake(me.id, 50_000, { placedAt: t0 + 2 * day });
      const yuan = stake(me.id, 10_000, { currency: 'CNY', placedAt: t0 + 3 * day });
      for (const b of [won, lost, open, yuan, stake(other.id, 70_000)])
        expect((await signed(sportsPaths.walletDebit, b)).data?.status).toBe('posted');
      await signed(sportsPaths.walletCredit, settle(won, 250_000));
      await signed(sportsPaths.walletCredit, settle(lost, 0));
      await signed(sportsPaths.walletCredit, settle(yuan, 19_000));

      const all = await me.caller.post('/api/game/bet/order/mybet/detail', {});
      expect(all.data.total).toBe(4);
      expect(all.data.list.map((r: { orderId: string }) => r.orderId)).toEqual(
        [yuan, open, lost, won].map((b) => b.orderId),
      );
      expect(all.data.list[1]).toEqual({
        orderId: open.orderId,
        source: 'sports',
        title: open.title,
        currency: 'VND',
        stake: 50_000,
        payout: null,
        status: orderStatus.accepted,
        createdAt: open.placedAt,
      });
      expect(all.data.list[2]).toMatchObject({ payout: 0, status: orderStatus.settled });

      const page2 = await me.caller.post('/api/game/bet/order/mybet/detail', { pageNum: 2, pageSize: 3 });
      expect(page2.data).toMatchObject({ total: 4, list: [{ orderId: won.orderId }] });
      expect(
        (await me.caller.post('/api/game/bet/order/mybet/detail', { settled: 1 })).data.list.map(
          (r: { orderId: string }) => r.orderId,
        ),
      ).toEqual([open.orderId]);
      expect((await me.caller.post('/api/game/bet/order/mybet/detail', { settled: 2 })).data.total).toBe(3);
      const ranged = await me.caller.post('/api/game/bet/order/mybet/detail', {
        beginTime: t0 + day,
        endTime: t0 + 2 * day,
      });
      expect(ranged.data.list.map((r: { orderId: string }) => r.orderId)).toEqual([open.orderId, lost.orderId]);
      expect((await me.caller.post('/api/game/bet/order/mybet/detail', { source: 'games' })).data).toEqual({
        total: 0,
        list: [],
      });

      expect((await me.caller.post('/api/game/bet/order/mybet/sum', {})).data).toEqual([
        { currency: 'CNY', count: 1, stake: 10_000, payout: 19_000, net: 9_000 },
        { currency: 'VND', count: 3, stake: 350_000, payout: 250_000, net: -100_000 },
      ]);
      expect(
        (await me.caller.post('/api/game/bet/order/mybet/sum', { settled: 2, endTime: t0 + 2 * day })).data,
      ).toEqual([{ currency: 'VND', count: 2, stake: 300_000, payout: 250_000, net: -50_000 }]);
      expect((await other.caller.post('/api/game/bet/order/mybet/detail', {})).data.total).toBe(1);
      expect((await other.caller.post('/api/game/bet/order/mybet/sum', {})).data).toEqual([
        { currency: 'VND', count: 1, stake: 70_000, payout: 0, net: -70_000 },
      ]);
      expect((await me.caller.post('/api/game/bet/order/mybet/detail', { settled: 3 })).code).toBe(
        apiCodes.validationFailed.code,
      );
    },
  );
});

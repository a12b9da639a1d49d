import type { BetWallet, BetWalletCredit, BetWalletDebit } from '@matchday/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { fundedMember } from '../factories/funded-member.js';

const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

let nextOrder = 5_000_000;

describe.each(engines)('the bet wallet on %s', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let bets: BetWallet;
  let memberNo = 0;
  /** Each member's app session, which their platform token names and their stakes carry (issue 17 #5). */
  const sessionOf = new Map<number, string>();

  /** A fresh member with `vnd` minor units deposited, so no test shares a wallet. */
  async function newMember(vnd = 1_000_000): Promise<number> {
    const userName = `bettor${++memberNo}${postgres ? 'p' : 's'}`;
    const id = await fundedMember(t.app, userName, vnd);
    sessionOf.set(id, String((await t.app.services.sessions.open(id, null)).sessionId));
    return id;
  }

  function order(userId: number) {
    const orderId = String(++nextOrder);
    const stake = (more: Partial<BetWalletDebit> = {}): BetWalletDebit => ({
      key: `sports:${orderId}:stake`,
      userId,
      currency: 'VND',
      amount: 100_000,
      orderId,
      kind: 'stake',
      title: 'Hà Nội FC vs Sài Gòn FC · Handicap -0.5 @ 1.95',
      placedAt: Date.now(),
      ...(sessionOf.has(userId) ? { session: sessionOf.get(userId) } : {}),
      ...more,
    });
    const credit = (
      kind: BetWalletCredit['kind'],
      key: string,
      amount: number,
      betState: BetWalletCredit['betState'],
    ): BetWalletCredit => ({
      key: `sports:${orderId}:${key}`,
      userId,
      currency: 'VND',
      amount,
      orderId,
      kind,
      betState,
      at: Date.now(),
    });
    return { orderId, stake, credit };
  }

  const record = (orderId: string) =>
    t.app.services.db.selectFrom('betRecords').selectAll().where('orderId', '=', orderId).executeTakeFirst();
  const transfersOf = (orderId: string) =>
    t.app.services.db
      .selectFrom('ledgerTransfers')
      .select(['idempotencyKey', 'kind', 'amount', 'status'])
      .where('reference', '=', `sports:${orderId}`)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({ postgres });
    bets = t.app.services.betWallet;
  });
  afterEach(async () => {
    if (!skip) expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
  });
  afterAll(async () => {
    if (!skip) await t.close();
  });

  it.skipIf(skip)('takes a stake, pays the win, and keeps the bet record', async () => {
    const member = await newMember();
    const bet = order(member);
    expect(await bets.debit(bet.stake())).toEqual({ status: 'posted', balance: 900_000 });
    expect(await record(bet.orderId)).toMatchObject({
      userId: member,
      currency: 'VND',
      stake: 100_000,
      payout: null,
      state: 'open',
      settledAt: null,
      title: 'Hà Nội FC vs Sài Gòn FC · Handicap -0.5 @ 1.95',
    });
    expect(await bets.credit(bet.credit('payout', 'payout:v1', 195_000, 'settled'))).toEqual({
      status: 'posted',
      balance: 1_095_000,
    });
    expect(await record(bet.orderId)).toMatchObject({
      stake: 100_000,
      payout: 195_000,
      state: 'settled',
      settledAt: expect.any(Number),
    });
    expect(await bets.balance(member, 'VND')).toBe(1_095_000);
    expect(await transfersOf(bet.orderId)).toEqual([
      { idempotencyKey: `sports:${bet.orderId}:stake`, kind: 'stake', amount: 100_000, status: 'posted' },
      { idempotencyKey: `sports:${bet.orderId}:payout:v1`, kind: 'payout', amount: 195_000, status: 'posted' },
    ]);
  });

  it.skipIf(skip)(
    'a corrected result: the new payout, then the old one reversed; a reversal the wallet cannot cover is refused',
    async () => {
      const member = await newMember(100_000);
      const bet = order(member);
      await bets.debit(bet.stake());
      await bets.credit(bet.credit('payout', 'payout:v1', 195_000, 'settled'));
      expect(await bets.credit(bet.credit('payout', 'payout:v2', 0, 'settled'))).toEqual({
        status: 'posted',
        balance: 195_000,
      });
      expect(
        await bets.debit(bet.stake({ key: `sports:${bet.orderId}:reversal:v2`, kind: 'reversal', amount: 195_000 })),
      ).toEqual({ status: 'posted', balance: 0 });
      expect(await record(bet.orderId)).toMatchObject({ stake: 100_000, payout: 0, state: 'settled' });
      const refused = await bets.debit(
        bet.stake({ key: `sports:${bet.orderId}:reversal:v3`, kind: 'reversal', amount: 50_000, language: 'en' }),
      );
      expect(refused).toMatchObject({
        status: 'rejected',
        reason: 'insufficientFunds',
        balance: 0,
        message: expect.stringMatching(/\S/),
      });
      expect(await record(bet.orderId)).toMatchObject({ payout: 0 });
    },
  );

  it.skipIf(skip)(
    'a rejected bet gets its stake back from house bets; a 0 settlement moves nothing but ends the record',
    async () => {
      const member = await newMember();
      const rejected = order(member);
      await bets.debit(rejected.stake());
      expect(await bets.credit(rejected.credit('refund', 'refund', 100_000, 'rejected'))).toEqual({
        status: 'posted',
        balance: 1_000_000,
      });
      expect(await record(rejected.orderId)).toMatchObject({ stake: 100_000, payout: 100_000, state: 'rejected' });
      expect((await transfersOf(rejected.orderId)).map((x) => x.kind)).toEqual(['stake', 'refund']);

      const lost = order(member);
      await bets.debit(lost.stake());
      expect(await bets.credit(lost.credit('payout', 'payout:v1', 0, 'settled'))).toEqual({
        status: 'posted',
        balance: 900_000,
      });
      expect(await record(lost.orderId)).toMatchObject({
        stake: 100_000,
        payout: 0,
        state: 'settled',
        settledAt: expect.any(Number),
      });
      expect(await transfersOf(lost.orderId)).toHaveLength(1);
    },
  );

  it.skipIf(skip)('100 concurrent debits with one key move the money once and record one stake', async () => {
    const member = await newMember();
    const bet = order(member);
    const body = bet.stake();
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => bets.debit({ ...body })));
    expect(new Set(outcomes.map((o) => `${o.status}:${o.balance}`))).toEqual(new Set(['posted:900000']));
    expect(await transfersOf(bet.orderId)).toHaveLength(1);
    expect(await bets.balance(member, 'VND')).toBe(900_000);
    const moves = await t.app.services.db
      .selectFrom('betWalletMoves')
      .select('id')
      .where('orderId', '=', bet.orderId)
      .execute();
    expect(moves).toHaveLength(1);
    expect(await record(bet.orderId)).toMatchObject({ stake: 100_000 });
  });

  it.skipIf(skip)(
    'a self-excluded member’s stake is refused with the message in vi and zh-cn, and nothing moves',
    async () => {
      const member = await newMember();
      await t.app.services.controls.selfExclude(member, 6);
      const bet = order(member);
      const vi = await bets.debit(bet.stake({ language: 'vi' }));
      expect(vi).toMatchObject({ status: 'rejected', reason: 'responsibleGamblingBlock', balance: 1_000_000 });
      // The deadline in Vietnam's time zone, written the Vietnamese way (day/month/year).
      expect(vi.message).toMatch(/ đến \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
      const zh = await bets.debit(bet.stake({ language: 'zh-cn' }));
      expect(zh.message).toMatch(/至 \d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}。/);
      expect(await transfersOf(bet.orderId)).toEqual([]);
      expect(await record(bet.orderId)).toBeUndefined();
    },
  );

  it.skipIf(skip)(
    'a stake over the daily wager limit is refused, naming the limit in the member’s language',
    async () => {
      const member = await newMember();
      await t.app.services.controls.saveLimit(member, {
        kind: 'wager',
        period: 'day',
        currency: 'VND',
        amount: 150_000,
      });
      expect((await bets.debit(order(member).stake())).status).toBe('posted');
      const bet = order(member);
      expect(await bets.debit(bet.stake({ language: 'vi' }))).toEqual({
        status: 'rejected',
        reason: 'responsibleGamblingBlock',
        balance: 900_000,
        message: 'Giao dịch này vượt hạn mức đặt cược theo ngày của bạn. Bạn còn dùng được 500\u00a0₫ trong kỳ này.',
      });
      expect((await bets.debit(bet.stake({ language: 'zh-cn' }))).message).toBe(
        '这将超过您的每日投注限额。本周期内您还可使用 ₫500。',
      );
      expect(await transfersOf(bet.orderId)).toEqual([]);
    },
  );

  it.skipIf(skip)(
    'a crash after the ledger posted: the retry rebuilds the missing record and moves nothing, even past a new exclusion',
    async () => {
      const member = await newMember();
      const bet = order(member);
      const body = bet.stake();
      // What a crash leaves: the ledger transfer is committed, the move and the record are not.
      await t.app.services.wallet.transfer({
        idempotencyKey: body.key,
        kind: 'stake',
        reference: `sports:${bet.orderId}`,
        from: { member },
        to: { house: 'bets' },
        amount: body.amount,
        currency: 'VND',
      });
      expect(await record(bet.orderId)).toBeUndefined();
      await t.app.services.controls.selfExclude(member, 6);
      expect(await bets.debit(body)).toEqual({ status: 'posted', balance: 900_000 });
      expect(await record(bet.orderId)).toMatchObject({
        stake: 100_000,
        state: 'open',
        title: body.title,
        placedAt: body.placedAt,
      });
      expect(await transfersOf(bet.orderId)).toHaveLength(1);

      const payout = bet.credit('payout', 'payout:v1', 195_000, 'settled');
      await t.app.services.wallet.transfer({
        idempotencyKey: payout.key,
        kind: 'payout',
        reference: `sports:${bet.orderId}`,
        from: { house: 'payouts' },
        to: { member },
        amount: payout.amount,
        currency: 'VND',
      });
      expect(await record(bet.orderId)).toMatchObject({ state: 'open', payout: null });
      expect(await bets.credit(payout)).toEqual({ status: 'posted', balance: 1_095_000 });
      expect(await record(bet.orderId)).toMatchObject({ state: 'settled', payout: 195_000 });
    },
  );

  it.skipIf(skip || postgres)(
    'on SQLite the stake and its bet record commit together: a record that cannot be written keeps the stake from being taken',
    async () => {
      const member = await newMember();
      const bet = order(member);
      await sql`create trigger refuse_moves before insert on bet_wallet_moves begin select raise(abort, 'disk said no'); end`.execute(
        t.app.services.db,
      );
      try {
        await expect(bets.debit(bet.stake())).rejects.toThrow('disk said no');
      } finally {
        await sql`drop trigger refuse_moves`.execute(t.app.services.db);
      }
      expect(await transfersOf(bet.orderId)).toEqual([]);
      expect(await bets.balance(member, 'VND')).toBe(1_000_000);
      // The platform's retry with the key then takes it once, record and all.
      expect(await bets.debit(bet.stake())).toEqual({ status: 'posted', balance: 900_000 });
      expect(await transfersOf(bet.orderId)).toHaveLength(1);
      expect(await record(bet.orderId)).toMatchObject({ stake: 100_000, state: 'open' });
    },
  );

  it.skipIf(skip)(
    'a key reused for another amount is refused and moves nothing; an unknown member is refused before the ledger',
    async () => {
      const member = await newMember();
      const bet = order(member);
      await bets.debit(bet.stake());
      expect(await bets.debit(bet.stake({ amount: 100_001 }))).toMatchObject({
        status: 'rejected',
        reason: 'idempotencyConflict',
        balance: 900_000,
      });
      expect(await bets.debit(order(987_654_321).stake())).toMatchObject({
        status: 'rejected',
        reason: 'notFound',
        balance: 0,
      });
      expect(await bets.balance(member, 'VND')).toBe(900_000);
    },
  );
});

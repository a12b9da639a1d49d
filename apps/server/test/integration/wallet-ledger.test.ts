import { apiCodes } from '@matchday/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '../../src/modules/account/account.repository.js';
import { createPasswords, testCost } from '../../src/modules/account/password.js';
import {
  createWalletService,
  verifyLedger,
  type TransferOutcome,
  type TransferRequest,
  type WalletService,
} from '../../src/modules/wallet/index.js';
import type { BusMessage } from '@matchday/realtime';
import { demoBalances, seedDemo } from '../../src/seed/demo-seed.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { sessionFor } from '../factories/sessions.js';

const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

/** Each test uses its own member ids, so tests never share a wallet. */
let nextMember = 9_000;
const newMember = () => ++nextMember;

const deposit = (key: string, userId: number, amount: number, currency = 'VND'): TransferRequest => ({
  idempotencyKey: key,
  kind: 'deposit',
  reference: 'test',
  from: { house: 'cash' },
  to: { member: userId },
  amount,
  currency,
});
const stake = (key: string, userId: number, amount: number): TransferRequest => ({
  idempotencyKey: key,
  kind: 'stake',
  reference: 'slip',
  from: { member: userId },
  to: { house: 'bets' },
  amount,
  currency: 'VND',
});

async function waitFor(cond: () => boolean, ms = 3000): Promise<void> {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.each(engines)('the wallet ledger on %s', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let wallet: WalletService;
  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({ postgres });
    wallet = t.app.services.wallet;
  });
  afterEach(async () => {
    if (!skip) expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
  });
  afterAll(async () => {
    if (!skip) await t.close();
  });

  it.skipIf(skip)('a replayed key returns the first outcome and moves nothing', async () => {
    const id = newMember();
    const first = await wallet.transfer(deposit(`dep:${id}`, id, 1_000));
    expect(first).toMatchObject({ status: 'posted', balances: [{ userId: id, currency: 'VND', balance: 1_000 }] });
    await wallet.transfer(deposit(`dep2:${id}`, id, 50));
    expect(await wallet.transfer(deposit(`dep:${id}`, id, 1_000))).toEqual({ ...first, replayed: true });
    expect(await wallet.balance(id, 'VND')).toBe(1_050);
  });

  it.skipIf(skip)('the same key with another amount is an idempotencyConflict and moves nothing', async () => {
    const id = newMember();
    await wallet.transfer(deposit(`dep:${id}`, id, 1_000));
    await expect(wallet.transfer(deposit(`dep:${id}`, id, 999))).rejects.toMatchObject({
      codeName: 'idempotencyConflict',
    });
    await expect(wallet.transfer({ ...deposit(`dep:${id}`, id, 1_000), to: { member: id + 1 } })).rejects.toMatchObject(
      { codeName: 'idempotencyConflict' },
    );
    expect(await wallet.balances(id)).toEqual([{ currency: 'VND', balance: 1_000 }]);
  });

  it.skipIf(skip)('a rejected transfer is recorded: its replay is the same rejection', async () => {
    const id = newMember();
    const first = await wallet.transfer(stake(`stake:${id}`, id, 10));
    expect(first).toMatchObject({
      status: 'rejected',
      reason: 'insufficientFunds',
      balances: [{ userId: id, balance: 0 }],
    });
    await wallet.transfer(deposit(`dep:${id}`, id, 100));
    expect(await wallet.transfer(stake(`stake:${id}`, id, 10))).toMatchObject({
      status: 'rejected',
      transferId: first.transferId,
    });
    expect(await wallet.balance(id, 'VND')).toBe(100);
  });

  it.skipIf(skip)('1,000 concurrent debits with one key move the money once', async () => {
    const id = newMember();
    await wallet.transfer(deposit(`dep:${id}`, id, 5_000));
    const outcomes = await Promise.all(
      Array.from({ length: 1_000 }, () => wallet.transfer(stake(`once:${id}`, id, 7))),
    );
    expect(new Set(outcomes.map((o) => `${o.status}:${o.transferId}`)).size).toBe(1);
    expect(outcomes[0]).toMatchObject({ status: 'posted', balances: [{ userId: id, balance: 4_993 }] });
    expect(await wallet.balance(id, 'VND')).toBe(4_993);
    const rows = await t.app.services.db
      .selectFrom('ledgerTransfers')
      .select('id')
      .where('idempotencyKey', '=', `once:${id}`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.skipIf(skip)('1,000 concurrent debits of 1 against 500 leave 0: 500 posted, 500 rejected', async () => {
    const id = newMember();
    await wallet.transfer(deposit(`dep:${id}`, id, 500));
    const outcomes = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) => wallet.transfer(stake(`drain:${id}:${i}`, id, 1))),
    );
    expect(outcomes.filter((o) => o.status === 'posted')).toHaveLength(500);
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason === 'insufficientFunds')).toHaveLength(500);
    expect(await wallet.balance(id, 'VND')).toBe(0);
  });

  it.skipIf(skip)('a conflicting, rejected or invalid transfer does not fail its batch neighbours', async () => {
    // The service itself (app.services.wallet adds gambling checks), with a wait long enough to put all five in one batch.
    const direct = createWalletService({ db: t.app.services.db, bus: t.app.services.bus, maxWaitMs: 50 });
    const a = newMember();
    const b = newMember();
    await direct.transfer(deposit(`dep:${a}`, a, 100));
    const settled = await Promise.allSettled([
      direct.transfer(deposit(`n1:${a}`, a, 5)),
      direct.transfer(deposit(`dep:${a}`, a, 101)),
      direct.transfer(stake(`n2:${b}`, b, 5)),
      direct.transfer({ ...deposit(`n3:${a}`, a, 5), amount: 0.5 }),
      direct.transfer({ ...deposit(`n4:${b}`, b, 5), kind: 'gift', from: { member: a } }),
    ]);
    await direct.close();
    expect(
      settled.map((s) => (s.status === 'fulfilled' ? s.value.status : (s.reason as { codeName?: string }).codeName)),
    ).toEqual(['posted', 'idempotencyConflict', 'rejected', 'validationFailed', 'posted']);
    expect(await wallet.balance(a, 'VND')).toBe(100);
    expect(await wallet.balance(b, 'VND')).toBe(5);
  });

  it.skipIf(skip || postgres)('on SQLite, waits for another open transaction instead of joining its fate', async () => {
    const id = newMember();
    let pending: Promise<TransferOutcome> | undefined;
    const rolledBack = t.app.services.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').execute();
      pending = wallet.transfer(deposit(`dep:${id}`, id, 42));
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await pending).toMatchObject({ status: 'posted' });
    expect(await wallet.balance(id, 'VND')).toBe(42);
  });

  it.skipIf(skip)('debits stakes and credits payouts by key', async () => {
    const id = newMember();
    await wallet.transfer(deposit(`dep:${id}`, id, 1_000));
    const move = { amount: 300, currency: 'VND', reference: 'slip-1' };
    const stake = { ...move, kind: 'stake', from: { member: id }, to: { house: 'bets' } } as const;
    const payout = { ...move, kind: 'payout', from: { house: 'payouts' }, to: { member: id } } as const;
    expect(await wallet.transfer({ ...stake, idempotencyKey: `bet:${id}` })).toMatchObject({
      status: 'posted',
      balances: [{ balance: 700 }],
    });
    expect(await wallet.transfer({ ...stake, idempotencyKey: `bet:${id}` })).toMatchObject({
      status: 'posted',
      balances: [{ balance: 700 }],
    });
    expect(await wallet.transfer({ ...payout, amount: 900, idempotencyKey: `win:${id}` })).toMatchObject({
      status: 'posted',
      balances: [{ balance: 1_600 }],
    });
    expect(await wallet.transfer({ ...stake, amount: 5_000, idempotencyKey: `big:${id}` })).toMatchObject({
      status: 'rejected',
      reason: 'insufficientFunds',
    });
  });

  it.skipIf(skip)('a posted transfer pushes the new balance to user:{id}', async () => {
    const id = newMember();
    const got: BusMessage[] = [];
    const off = await t.app.services.bus.subscribe(`user:${id}`, (m) => got.push(m));
    await wallet.transfer(deposit(`dep:${id}`, id, 1_234, 'CNY'));
    await waitFor(() => got.length > 0);
    off();
    expect(got[0]).toMatchObject({
      topic: `user:${id}`,
      event: 'balance',
      data: { currency: 'CNY', currencyId: 1, balance: 1_234 },
    });
  });

  it.skipIf(skip)("the wallet endpoint returns member01's seeded balances; a visitor is unauthenticated", async () => {
    const token = await sessionFor(t.app, 'member01');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fund/wallet/member/local',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.json()).toEqual({
      code: 200,
      msg: 'ok',
      data: {
        balance: demoBalances.VND,
        currency: 'VND',
        wallets: [
          { currency: 'CNY', currencyId: 1, balance: demoBalances.CNY },
          { currency: 'USD', currencyId: 2, balance: demoBalances.USD },
          { currency: 'VND', currencyId: 1000, balance: demoBalances.VND },
        ],
      },
    });
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/fund/wallet/member/local',
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: apiCodes.unauthenticated.code });
  });

  it.skipIf(skip)('seeding again replays the seed transfers and changes no balance', async () => {
    const { db } = t.app.services;
    await seedDemo({
      accounts: createAccountRepository(db),
      passwords: createPasswords(testCost),
      operations: t.app.services.operations,
      wallet,
    });
    const anchor = await createAccountRepository(db).findByUserName('anchor01');
    expect(await wallet.balances(anchor!.id)).toEqual([
      { currency: 'CNY', balance: demoBalances.CNY },
      { currency: 'USD', balance: demoBalances.USD },
      { currency: 'VND', balance: demoBalances.VND },
    ]);
  });
});

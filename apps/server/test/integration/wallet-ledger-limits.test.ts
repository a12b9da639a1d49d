import { apiCodes, ledgerLimitsOf } from '@matchday/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createWalletService,
  verifyLedger,
  type TransferRequest,
  type WalletService,
} from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

const VND = ledgerLimitsOf('VND');
let nextMember = 19_000;
const newMember = () => ++nextMember;

const deposit = (key: string, userId: number, amount: number, currency = 'VND'): TransferRequest => ({
  idempotencyKey: key,
  kind: 'deposit',
  reference: 'limits',
  from: { house: 'cash' },
  to: { member: userId },
  amount,
  currency,
});
const withdraw = (key: string, userId: number, amount: number): TransferRequest => ({
  ...deposit(key, userId, amount),
  kind: 'withdrawal',
  from: { member: userId },
  to: { house: 'cash' },
});

describe.each(engines)('#3 the ledger holds only what it can on %s', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let wallet: WalletService;
  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({ postgres });
    // The bare ledger: the guarded one's gambling checks are not what these tests are about.
    wallet = createWalletService({ db: t.app.services.db, bus: t.app.services.bus });
  });
  afterEach(async () => {
    if (!skip) expect(await verifyLedger(t.app.services.db)).toMatchObject({ ok: true, violations: [] });
  });
  afterAll(async () => {
    if (skip) return;
    await wallet.close();
    await t.close();
  });

  it.skipIf(skip)("#3 the issue's attack: huge deposits to one wallet stop at its balance cap", async () => {
    const id = newMember();
    // The amount, 1,030 times: each is over the per-transfer cap, refused before it is queued.
    const huge = await Promise.allSettled(
      Array.from({ length: 1_030 }, (_, i) => wallet.transfer(deposit(`huge:${id}:${i}`, id, Number.MAX_SAFE_INTEGER))),
    );
    expect(
      huge.every((r) => r.status === 'rejected' && (r.reason as { codeName?: string }).codeName === 'validationFailed'),
    ).toBe(true);
    // Max-size deposits: the cap holds exactly maxMemberBalance / maxTransfer of them; the rest are refused.
    const fits = VND.maxMemberBalance / VND.maxTransfer;
    const outcomes = await Promise.all(
      Array.from({ length: fits + 30 }, (_, i) => wallet.transfer(deposit(`max:${id}:${i}`, id, VND.maxTransfer))),
    );
    expect(outcomes.filter((o) => o.status === 'posted')).toHaveLength(fits);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(30);
    expect(refused.every((o) => o.reason === 'balanceLimitExceeded')).toBe(true);
    expect(refused[0]!.balances).toEqual([{ userId: id, currency: 'VND', balance: VND.maxMemberBalance }]);
    expect(await wallet.balance(id, 'VND')).toBe(VND.maxMemberBalance);
    const rows = await t.app.services.db
      .selectFrom('ledgerTransfers')
      .select(['status', 'rejectReason'])
      .where('idempotencyKey', 'like', `max:${id}:%`)
      .where('status', '=', 'rejected')
      .execute();
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.rejectReason))).toEqual(new Set(['balanceLimitExceeded']));
  });

  it.skipIf(skip)('#3 a transfer over the per-transfer cap is refused as invalid input and moves nothing', async () => {
    const id = newMember();
    await wallet.transfer(deposit(`seed:${id}`, id, 1_000));
    for (const currency of ['VND', 'CNY', 'USD', 'THB']) {
      const over = ledgerLimitsOf(currency).maxTransfer + 1;
      await expect(wallet.transfer(deposit(`over:${id}:${currency}`, id, over, currency))).rejects.toMatchObject({
        codeName: 'validationFailed',
      });
      // A replay of the refused request answers the same refusal.
      await expect(wallet.transfer(deposit(`over:${id}:${currency}`, id, over, currency))).rejects.toMatchObject({
        codeName: 'validationFailed',
      });
    }
    expect(await wallet.balances(id)).toEqual([{ currency: 'VND', balance: 1_000 }]);
    const kept = await t.app.services.db
      .selectFrom('ledgerTransfers')
      .select('id')
      .where('idempotencyKey', 'like', `over:${id}:%`)
      .execute();
    expect(kept).toEqual([]);
  });

  it.skipIf(skip)(
    '#3 a replay of a transfer refused at the cap answers the same refusal, even with room now',
    async () => {
      const id = newMember();
      const fits = VND.maxMemberBalance / VND.maxTransfer;
      for (let i = 0; i < fits; i += 10)
        await Promise.all(
          Array.from({ length: 10 }, (_, j) => wallet.transfer(deposit(`fill:${id}:${i + j}`, id, VND.maxTransfer))),
        );
      const first = await wallet.transfer(deposit(`one-more:${id}`, id, 1));
      expect(first).toMatchObject({
        status: 'rejected',
        reason: 'balanceLimitExceeded',
        balances: [{ userId: id, currency: 'VND', balance: VND.maxMemberBalance }],
      });
      expect(await wallet.transfer(deposit(`one-more:${id}`, id, 1))).toEqual({ ...first, replayed: true });
      expect(await wallet.transfer(withdraw(`out:${id}`, id, 5))).toMatchObject({ status: 'posted' });
      expect(await wallet.transfer(deposit(`one-more:${id}`, id, 1))).toMatchObject({
        status: 'rejected',
        reason: 'balanceLimitExceeded',
        transferId: first.transferId,
        replayed: true,
      });
      expect(await wallet.balance(id, 'VND')).toBe(VND.maxMemberBalance - 5);
    },
  );

  it.skipIf(skip)(
    '#3 an admin credit past the cap answers balanceLimitExceeded, one past the transfer cap is invalid',
    async () => {
      const admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
      const member = await t.app.services.db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', 'member01')
        .executeTakeFirstOrThrow();
      const room = VND.maxMemberBalance - (await wallet.balance(member.id, 'VND'));
      for (let i = 0; i * VND.maxTransfer < room; i++)
        await wallet.transfer(
          deposit(`top:${member.id}:${i}`, member.id, Math.min(VND.maxTransfer, room - i * VND.maxTransfer)),
        );
      expect(await wallet.balance(member.id, 'VND')).toBe(VND.maxMemberBalance);
      const adjust = (amount: number, idempotencyKey: string) =>
        admin.post('/api/admin/ledger/adjust', {
          userId: member.id,
          currency: 'VND',
          amount,
          reason: 'limits test',
          idempotencyKey,
        });
      expect(await adjust(1, 'limits-one-more')).toMatchObject({
        status: 409,
        code: apiCodes.balanceLimitExceeded.code,
      });
      expect(await adjust(VND.maxTransfer + 1, 'limits-too-big')).toMatchObject({
        status: 400,
        code: apiCodes.validationFailed.code,
      });
      expect(await adjust(-5, 'limits-take-back')).toMatchObject({ status: 200, data: { status: 'posted' } });
    },
  );

  it.skipIf(skip)('#3 a house account stays within its bound on both sides', async () => {
    const { maxTransfer, maxHouseBalance } = ledgerLimitsOf('XAU');
    const sweep = (i: number): TransferRequest => ({
      idempotencyKey: `sweep:${postgres}:${i}`,
      kind: 'adjustment',
      reference: 'limits',
      from: { house: 'limits-from' },
      to: { house: 'limits-to' },
      amount: maxTransfer,
      currency: 'XAU',
    });
    const fits = maxHouseBalance / maxTransfer;
    const outcomes = [];
    for (let i = 0; i < fits + 5; i += 500)
      outcomes.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(500, fits + 5 - i) }, (_, j) => wallet.transfer(sweep(i + j))),
        )),
      );
    expect(outcomes.filter((o) => o.status === 'posted')).toHaveLength(fits);
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason === 'balanceLimitExceeded')).toHaveLength(5);
    const balances = await t.app.services.db
      .selectFrom('ledgerAccounts')
      .select(['name', 'balance'])
      .where('currency', '=', 'XAU')
      .orderBy('name')
      .execute();
    expect(balances).toEqual([
      { name: 'limits-from', balance: -maxHouseBalance },
      { name: 'limits-to', balance: maxHouseBalance },
    ]);
  });
});

import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, eventually, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

const engines: [string, boolean][] = [
  ['SQLite', false],
  ['PostgreSQL', true],
];

describe.each(engines)('a super admin refunds a credited deposit, %s', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let member: Caller;
  let admin: Caller;
  let userId: number;
  const key = (s: string) => `${s}-${Math.random().toString(36).slice(2, 10)}`;
  const usd = () => t.app.services.wallet.balance(userId, 'USD');
  const refund = (orderNo: string, idempotencyKey = key('refund')) =>
    admin.post('/api/admin/deposit/refund', { orderNo, reason: 'member asked for it back', idempotencyKey });
  /** A sandbox deposit paid on its page and credited. */
  async function paidDeposit(amount: number) {
    const order = await member.post('/api/fund/deposit/create', { amount, currency: 'USD', idempotencyKey: key('d') });
    const before = await usd();
    await t.app.inject({
      method: 'POST',
      url: order.data.payUrl.split('?')[0],
      payload: 'decision=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await eventually(async () => expect(await usd()).toBe(before + amount));
    return { orderNo: order.data.orderNo as string, ref: order.data.payUrl.split('?')[0].split('/').pop() as string };
  }

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({ postgres, env: { PAYMENT_RECONCILE_S: '0' } });
    member = callerFor(t.app, await sessionFor(t.app, 'member01'));
    admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    userId = (await member.get('/api/member/get')).data.id;
  });
  afterAll(() => t?.close());

  it.skipIf(skip)('#2 the refund takes the amount back from the wallet and the provider gives it back', async () => {
    const { orderNo, ref } = await paidDeposit(12_300);
    const before = await usd();
    const done = await refund(orderNo);
    expect(done.data).toMatchObject({ orderNo, userId, amount: 12_300, status: 'refunded', balance: before - 12_300 });
    expect(await usd()).toBe(before - 12_300);
    expect((await t.app.services.sandbox.lookup(ref))?.status).toBe('refunded');
    expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
    expect((await member.get(`/api/fund/deposit/get/${orderNo}`)).data.status).toBe('refunded');
    // The super admin centre's audit trail names who refunded what and why.
    const audited = await t.app.services.db
      .selectFrom('adminAudit')
      .selectAll()
      .where('action', '=', 'deposit.refund')
      .where('targetUserId', '=', userId)
      .execute();
    expect(audited.map((a) => JSON.parse(a.detail) as object)).toContainEqual(
      expect.objectContaining({ orderNo, amount: 12_300, status: 'refunded', reason: 'member asked for it back' }),
    );
  });

  it.skipIf(skip)('#2 a retried key answers the first outcome; another key is refused', async () => {
    const { orderNo } = await paidDeposit(5_000);
    const k = key('refund');
    const first = await refund(orderNo, k);
    const after = await usd();
    const again = await Promise.all([refund(orderNo, k), refund(orderNo, k)]);
    expect(again.map((r) => r.data.status)).toEqual(['refunded', 'refunded']);
    expect(await usd()).toBe(after);
    expect(first.data.status).toBe('refunded');
    expect(await refund(orderNo)).toMatchObject({
      code: apiCodes.conflict.code,
      msg: 'A refund of this deposit was already asked for.',
    });
  });

  it.skipIf(skip)('#2 when the provider refuses, the amount returns to the wallet', async () => {
    const { orderNo, ref } = await paidDeposit(7_000);
    // The provider no longer holds it as paid (say, reversed on its side): it refuses the refund.
    await t.app.services.db
      .updateTable('sandboxPayments')
      .set({ status: 'failed' })
      .where('providerRef', '=', ref)
      .execute();
    const before = await usd();
    const refused = await refund(orderNo);
    expect(refused.data).toMatchObject({ status: 'refused', providerReason: 'not paid', balance: before });
    expect(await usd()).toBe(before);
    const moves = await t.app.services.db
      .selectFrom('ledgerTransfers')
      .select(['kind', 'status', 'reference'])
      .where('reference', 'like', `deposit ${orderNo} %`)
      .orderBy('id')
      .execute();
    expect(moves).toEqual([
      { kind: 'refund', status: 'posted', reference: `deposit ${orderNo} refunded` },
      { kind: 'refund', status: 'posted', reference: `deposit ${orderNo} refund refused` },
    ]);
    expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
  });

  it.skipIf(skip)(
    '#2 a wallet that no longer holds the amount is refused with a clear code, nothing moves',
    async () => {
      const { orderNo } = await paidDeposit(9_000);
      const all = await usd();
      const spent = await t.app.services.wallet.transfer({
        idempotencyKey: key('spend'),
        kind: 'adjustment',
        reference: 'test: spend it',
        from: { member: userId },
        to: { house: 'cash' },
        amount: all - 1_000,
        currency: 'USD',
      });
      expect(spent.status).toBe('posted');
      expect(await refund(orderNo)).toMatchObject({
        code: apiCodes.insufficientFunds.code,
        msg: "The member's balance is lower than the deposit, so it cannot be taken back.",
      });
      expect(await usd()).toBe(1_000);
      expect(
        await t.app.services.db
          .selectFrom('depositRefunds')
          .selectAll()
          .where('orderNo', '=', orderNo)
          .executeTakeFirst(),
      ).toBeUndefined();
    },
  );

  it.skipIf(skip)('#2 only a super admin refunds, only a paid deposit, and the body is checked', async () => {
    const pending = await member.post('/api/fund/deposit/create', {
      amount: 1_000,
      currency: 'USD',
      idempotencyKey: key('d'),
    });
    expect((await refund(pending.data.orderNo)).code).toBe(apiCodes.conflict.code);
    expect((await refund('DNOSUCHORDER1')).code).toBe(apiCodes.notFound.code);
    const asMember = await member.post('/api/admin/deposit/refund', {
      orderNo: pending.data.orderNo,
      reason: 'member asked for it back',
      idempotencyKey: key('refund'),
    });
    expect(asMember.code).toBe(apiCodes.forbidden.code);
    const short = await admin.post('/api/admin/deposit/refund', {
      orderNo: pending.data.orderNo,
      reason: 'no',
      idempotencyKey: key('refund'),
    });
    expect(short.code).toBe(apiCodes.validationFailed.code);
  });
});

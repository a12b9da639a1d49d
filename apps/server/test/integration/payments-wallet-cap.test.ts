import { apiCodes, ledgerLimitsOf } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, eventually, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

const engines: [string, boolean][] = [
  ['SQLite', false],
  ['PostgreSQL', true],
];
const CAP = ledgerLimitsOf('USD').maxMemberBalance;
const MOST = ledgerLimitsOf('USD').maxTransfer;

describe.each(engines)('deposits and the wallet cap, %s', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let member: Caller;
  let userId: number;
  const key = (s: string) => `${s}-${Math.random().toString(36).slice(2, 10)}`;
  const usd = async () => t.app.services.wallet.balance(userId, 'USD');
  /** Credits the member's USD wallet up to `cap - room` in transfers the ledger takes. */
  async function fillTo(room: number) {
    let left = CAP - room - (await usd());
    for (let i = 0; left > 0; i++) {
      const amount = Math.min(MOST, left);
      const moved = await t.app.services.wallet.transfer({
        idempotencyKey: key(`fill${i}`),
        kind: 'adjustment',
        reference: 'test: fill to the cap',
        from: { house: 'cash' },
        to: { member: userId },
        amount,
        currency: 'USD',
      });
      expect(moved.status).toBe('posted');
      left -= amount;
    }
  }

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({ postgres });
    member = callerFor(t.app, await sessionFor(t.app, 'member01'));
    const row = await t.app.services.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', 'member01')
      .executeTakeFirstOrThrow();
    userId = row.id;
  });
  afterAll(() => t?.close());

  it.skipIf(skip)('#3 a deposit the wallet could not hold is refused before the member pays', async () => {
    await fillTo(50_000);
    const refused = await member.post('/api/fund/deposit/create', {
      amount: 100_000,
      currency: 'USD',
      idempotencyKey: key('dep'),
    });
    expect(refused.code).toBe(apiCodes.balanceLimitExceeded.code);
    const fits = await member.post('/api/fund/deposit/create', {
      amount: 50_000,
      currency: 'USD',
      idempotencyKey: key('dep'),
    });
    expect(fits.data).toMatchObject({ status: 'pending', amount: 50_000 });
  });

  it.skipIf(skip)(
    '#3 a paid deposit the wallet cannot hold is refunded at the provider, and nothing moves',
    async () => {
      await fillTo(50_000);
      const order = await member.post('/api/fund/deposit/create', {
        amount: 50_000,
        currency: 'USD',
        idempotencyKey: key('dep'),
      });
      expect(order.data.status).toBe('pending');
      await fillTo(0);
      const before = await usd();
      expect(before).toBe(CAP);
      await t.app.inject({
        method: 'POST',
        url: order.data.payUrl.split('?')[0],
        payload: 'decision=paid',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const db = t.app.services.db;
      await eventually(async () =>
        expect(
          await db
            .selectFrom('depositRefunds')
            .selectAll()
            .where('orderNo', '=', order.data.orderNo)
            .executeTakeFirst(),
        ).toMatchObject({ status: 'refunded', cause: 'walletCap', amount: 50_000, currency: 'USD' }),
      );
      // The member sees it refunded (not failed), the sandbox holds the payment as given back, and a replayed notice credits nothing.
      expect((await member.get(`/api/fund/deposit/get/${order.data.orderNo}`)).data.status).toBe('refunded');
      const ref = order.data.payUrl.split('?')[0].split('/').pop();
      expect((await t.app.services.sandbox.lookup(ref))?.status).toBe('refunded');
      const replay = t.app.services.sandbox.sign({
        orderNo: order.data.orderNo,
        providerRef: ref,
        status: 'paid',
        amount: 50_000,
        currency: 'USD',
        signedAt: Date.now(),
      });
      expect((await member.post('/api/fund/payment/callback/sandbox', replay)).data).toMatchObject({ applied: false });
      expect(await usd()).toBe(before);
      expect((await verifyLedger(t.app.services.db)).ok).toBe(true);
    },
  );
});

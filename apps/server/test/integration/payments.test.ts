import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, eventually, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

const pgUrl = process.env.TEST_DATABASE_URL;

function paymentSuite(name: string, postgres: boolean) {
  describe(name, () => {
    let t: TestApp;
    let member: Caller;
    let admin: Caller;
    const key = (s: string) => `${s}-${Math.random().toString(36).slice(2, 10)}`;
    const vnd = async () =>
      (
        (await member.post('/api/fund/wallet/member/local')).data.wallets as { currency: string; balance: number }[]
      ).find((w) => w.currency === 'VND')!.balance;

    beforeAll(async () => {
      t = await buildTestApp({ postgres });
      member = callerFor(t.app, await sessionFor(t.app, 'member01'));
      admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    });
    afterAll(() => t?.close());

    it('deposits through the sandbox page: pay, then the signed callback credits the wallet', async () => {
      const before = await vnd();
      const order = await member.post('/api/fund/deposit/create', {
        amount: 2_000_000,
        currency: 'VND',
        idempotencyKey: key('dep'),
      });
      expect(order.data).toMatchObject({
        status: 'pending',
        provider: 'sandbox',
        amount: 2_000_000,
        payUrl: expect.stringMatching(/^\/sandbox\/pay\/SBX/),
      });

      const page = await t.app.inject({ method: 'GET', url: order.data.payUrl });
      expect(page.body).toContain('₫20,000');
      const paid = await t.app.inject({
        method: 'POST',
        url: order.data.payUrl.split('?')[0],
        payload: 'decision=paid',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toMatch(/^\/personal\/\d+\?tab=wallet&deposit=D/);

      await eventually(async () =>
        expect((await member.get(`/api/fund/deposit/get/${order.data.orderNo}`)).data.status).toBe('paid'),
      );
      expect(await vnd()).toBe(before + 2_000_000);
    });

    it('a callback replayed ten times credits once; a forged one is refused', async () => {
      const before = await vnd();
      const order = await member.post('/api/fund/deposit/create', {
        amount: 500_000,
        currency: 'VND',
        idempotencyKey: key('dep'),
      });
      const ref = order.data.payUrl.match(/SBX[0-9A-F]+/)[0];
      const notice = t.app.services.sandbox.sign({
        orderNo: order.data.orderNo,
        providerRef: ref,
        status: 'paid',
        amount: 500_000,
        currency: 'VND',
        signedAt: Date.now(),
      });
      const results = await Promise.all(
        Array.from({ length: 10 }, () => callerFor(t.app, null).post('/api/fund/payment/callback/sandbox', notice)),
      );
      expect(results.every((r) => r.code === 200 && r.data.status === 'paid')).toBe(true);
      expect(results.filter((r) => r.data.applied)).toHaveLength(1);
      expect(await vnd()).toBe(before + 500_000);

      const forged = await callerFor(t.app, null).post('/api/fund/payment/callback/sandbox', {
        ...notice,
        amount: 50_000_000,
        signature: notice.signature,
      });
      expect(forged).toMatchObject({
        status: 403,
        code: apiCodes.forbidden.code,
        msg: 'The payment notice could not be verified.',
      });
      expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
    });

    it('a failed or cancelled payment credits nothing', async () => {
      const before = await vnd();
      const order = await member.post('/api/fund/deposit/create', {
        amount: 700_000,
        currency: 'VND',
        idempotencyKey: key('dep'),
      });
      await t.app.inject({
        method: 'POST',
        url: order.data.payUrl.split('?')[0],
        payload: 'decision=cancelled',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      await eventually(async () =>
        expect((await member.get(`/api/fund/deposit/get/${order.data.orderNo}`)).data.status).toBe('cancelled'),
      );
      expect(await vnd()).toBe(before);
    });

    it('the same deposit key returns the same order; another amount with it conflicts', async () => {
      const k = key('dep');
      const a = await member.post('/api/fund/deposit/create', { amount: 100_000, currency: 'VND', idempotencyKey: k });
      const b = await member.post('/api/fund/deposit/create', { amount: 100_000, currency: 'VND', idempotencyKey: k });
      expect(b.data.orderNo).toBe(a.data.orderNo);
      expect(
        (await member.post('/api/fund/deposit/create', { amount: 100_001, currency: 'VND', idempotencyKey: k })).code,
      ).toBe(apiCodes.idempotencyConflict.code);
    });

    it('a withdrawal needs an account, reserves the funds, and admin01 approves it', async () => {
      const anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
      expect(
        (await anchor.post('/api/fund/withdraw/request', { amount: 100, currency: 'VND', idempotencyKey: key('wd') }))
          .msg,
      ).toBe('Add your withdraw account first (holder, bank and account number).');

      // The web adds its common fields to every body (spec §7); they must not reach the tables.
      const info = await member.post('/api/fund/withdrawInfo/save', {
        holder: 'Nguyen Van A',
        bankName: 'Vietcombank',
        accountNumber: '0123456789012',
        oddsChange: 1,
        currencyId: 1000,
        languageType: 'vi',
      });
      expect(info.data).toEqual({ holder: 'Nguyen Van A', bankName: 'Vietcombank', accountMasked: '*******9012' });
      const before = await vnd();
      const k = key('wd');
      const w = await member.post('/api/fund/withdraw/request', {
        amount: 1_000_000,
        currency: 'VND',
        idempotencyKey: k,
      });
      expect(w.data).toMatchObject({ status: 'pending', amount: 1_000_000, accountMasked: '*******9012' });
      expect(
        (await member.post('/api/fund/withdraw/request', { amount: 1_000_000, currency: 'VND', idempotencyKey: k }))
          .data.id,
      ).toBe(w.data.id);
      expect(await vnd()).toBe(before - 1_000_000);

      const queue = await admin.get('/api/admin/withdraw/list');
      expect(queue.data.list.map((x: { id: number }) => x.id)).toContain(w.data.id);
      const approved = await admin.post('/api/admin/withdraw/review', { id: w.data.id, approve: true });
      expect(approved.data.status).toBe('paid');
      expect((await admin.post('/api/admin/withdraw/review', { id: w.data.id, approve: false })).msg).toBe(
        'This withdrawal has already been reviewed.',
      );
      expect(await vnd()).toBe(before - 1_000_000);
      expect((await member.get('/api/fund/withdraw/list')).data.list[0]).toMatchObject({
        id: w.data.id,
        status: 'paid',
      });
    });

    it('a rejected withdrawal releases the funds; too large a request is refused', async () => {
      const before = await vnd();
      const w = await member.post('/api/fund/withdraw/request', {
        amount: 3_000_000,
        currency: 'VND',
        idempotencyKey: key('wd'),
      });
      expect(await vnd()).toBe(before - 3_000_000);
      await admin.post('/api/admin/withdraw/review', { id: w.data.id, approve: false, reason: 'Name does not match' });
      expect(await vnd()).toBe(before);
      const big = await member.post('/api/fund/withdraw/request', {
        amount: before + 1,
        currency: 'VND',
        idempotencyKey: key('wd'),
      });
      expect(big.code).toBe(apiCodes.insufficientFunds.code);
      expect(await vnd()).toBe(before);
      expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
    });

    it("withdrawals and sandbox deposits stay within their method's limits, refused in the caller's language", async () => {
      const before = await vnd();
      const vi = callerFor(t.app, await sessionFor(t.app, 'member01'), 'vi');
      const small = await vi.post('/api/fund/withdraw/request', {
        amount: 999_999,
        currency: 'VND',
        idempotencyKey: key('wd'),
      });
      expect(small).toMatchObject({
        status: 400,
        code: apiCodes.paymentLimit.code,
        msg: 'Số tiền nhỏ nhất phương thức thanh toán này chấp nhận là 10.000\u00a0₫.',
        data: { currency: 'VND', min: 1_000_000, max: 50_000_000_000 },
      });
      const large = await member.post('/api/fund/withdraw/request', {
        amount: 50_000_000_001,
        currency: 'VND',
        idempotencyKey: key('wd'),
      });
      expect(large.msg).toBe('The largest amount this payment method takes is ₫500,000,000.');
      expect(await vnd()).toBe(before);
      // Finding 2's deposit of 9,007,199,254,740,991 is refused before any provider sees it.
      const huge = await member.post('/api/fund/deposit/create', {
        amount: Number.MAX_SAFE_INTEGER,
        currency: 'VND',
        idempotencyKey: key('dep'),
      });
      expect(huge).toMatchObject({
        code: apiCodes.paymentLimit.code,
        msg: 'The largest amount this payment method takes is ₫500,000,000.',
      });
      expect(
        (await member.post('/api/fund/deposit/create', { amount: 99_999, currency: 'VND', idempotencyKey: key('dep') }))
          .msg,
      ).toBe('The smallest amount this payment method takes is ₫1,000.');
    });

    it('only a super admin reviews withdrawals', async () => {
      expect((await member.post('/api/admin/withdraw/review', { id: 1, approve: true })).code).toBe(
        apiCodes.forbidden.code,
      );
    });
  });
}

paymentSuite('payments on SQLite', false);
describe.skipIf(!pgUrl)('on PostgreSQL', () => paymentSuite('payments on PostgreSQL', true));

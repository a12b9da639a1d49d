import type { AddressInfo } from 'node:net';
import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, eventually, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';
import { startVnpayStandIn, type VnpayStandIn } from '../fixtures/vnpay-stand-in.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const TMN = 'MDTEST01';
const SECRET = 'Vn8pQ2xR5tY7uI9oP1aS3dF6gH4jK0lZ';
const PUBLIC_URL = 'https://matchday.test';

/** An app on VNPay (and its stand-in) listening on a real port, so the stand-in can call the IPN over HTTP. */
async function vnpayApp(postgres: boolean, standIn: VnpayStandIn, env: Record<string, string> = {}) {
  const t = await buildTestApp({
    postgres,
    env: {
      PAYMENT_PROVIDER: 'vnpay',
      PAYMENT_VNPAY_URL: standIn.payUrl,
      PAYMENT_VNPAY_API_URL: standIn.apiUrl,
      PAYMENT_VNPAY_TMN_CODE: TMN,
      PAYMENT_VNPAY_HASH_SECRET: SECRET,
      PAYMENT_RECONCILE_S: '0',
      PUBLIC_URL,
      ...env,
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  standIn.setIpnUrl(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/payments/vnpay/ipn`);
  return t;
}

const key = (s: string) => `${s}-${Math.random().toString(36).slice(2, 10)}`;
const vndOf = async (member: Caller) =>
  ((await member.post('/api/fund/wallet/member/local')).data.wallets as { currency: string; balance: number }[]).find(
    (w) => w.currency === 'VND',
  )!.balance;

function vnpaySuite(name: string, postgres: boolean) {
  describe(name, () => {
    let standIn: VnpayStandIn;
    let t: TestApp;
    let member: Caller;
    const deposit = (amount: number, currency = 'VND', caller = member) =>
      caller.post('/api/fund/deposit/create', { amount, currency, idempotencyKey: key('dep') });

    beforeAll(async () => {
      standIn = await startVnpayStandIn({ tmnCode: TMN, hashSecret: SECRET });
      t = await vnpayApp(postgres, standIn);
      member = callerFor(t.app, await sessionFor(t.app, 'member01'));
    });
    afterAll(async () => {
      await t?.close();
      await standIn?.close();
    });

    it('a deposit redirects to VNPay with a signed request VNPay accepts: amount × 100, ref, return URL, expiry', async () => {
      const before = Date.now();
      const order = await deposit(5_000_000);
      expect(order.data).toMatchObject({ status: 'pending', provider: 'vnpay', amount: 5_000_000 });
      const url = new URL(order.data.payUrl);
      expect(`${url.origin}${url.pathname}`).toBe(standIn.payUrl);
      const p = Object.fromEntries(url.searchParams);
      expect(p).toMatchObject({
        vnp_Version: '2.1.0',
        vnp_Command: 'pay',
        vnp_TmnCode: TMN,
        vnp_Amount: '5000000', // 50,000 đồng × 100: our minor units, one to one
        vnp_CurrCode: 'VND',
        vnp_TxnRef: order.data.orderNo,
        vnp_ReturnUrl: `${PUBLIC_URL}/payments/vnpay/return`,
        vnp_Locale: 'en',
        vnp_OrderType: 'other',
      });
      expect(Object.keys(p).slice(0, -1)).toEqual(Object.keys(p).slice(0, -1).sort());
      const gmt7 = (s: string) =>
        Date.UTC(
          +s.slice(0, 4),
          +s.slice(4, 6) - 1,
          +s.slice(6, 8),
          +s.slice(8, 10) - 7,
          +s.slice(10, 12),
          +s.slice(12, 14),
        );
      expect(gmt7(p.vnp_CreateDate!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(gmt7(p.vnp_ExpireDate!) - gmt7(p.vnp_CreateDate!)).toBe(15 * 60_000);
      expect(await standIn.open(order.data.payUrl)).toEqual({ ok: true });
      // VNPay refuses a request whose amount was changed after signing.
      expect(await standIn.open(order.data.payUrl.replace('vnp_Amount=5000000', 'vnp_Amount=5000'))).toEqual({
        ok: false,
        reason: 'checksum',
      });
    });

    it('the IPN credits once; replayed, it is answered 02 and credits nothing', async () => {
      const before = await vndOf(member);
      const order = await deposit(2_000_000);
      await standIn.open(order.data.payUrl);
      const ipn = standIn.decide(order.data.orderNo, 'paid');
      expect(await standIn.sendIpn(ipn)).toEqual({ status: 200, body: { RspCode: '00', Message: 'Confirm Success' } });
      expect((await member.get(`/api/fund/deposit/get/${order.data.orderNo}`)).data.status).toBe('paid');
      expect(await vndOf(member)).toBe(before + 2_000_000);
      const replays = await Promise.all(Array.from({ length: 5 }, () => standIn.sendIpn(ipn)));
      expect(replays.map((r) => r.body.RspCode)).toEqual(['02', '02', '02', '02', '02']);
      expect(await vndOf(member)).toBe(before + 2_000_000);
      expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
    });

    it('a tampered amount or signature is refused (97), a signed other amount (04), an unknown order (01)', async () => {
      const before = await vndOf(member);
      const order = await deposit(3_000_000);
      await standIn.open(order.data.payUrl);
      const ipn = standIn.decide(order.data.orderNo, 'paid');
      const tampered = new URLSearchParams(ipn);
      tampered.set('vnp_Amount', '300000000');
      expect((await standIn.sendIpn(tampered)).body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
      const forged = new URLSearchParams(ipn);
      forged.set('vnp_SecureHash', 'a'.repeat(128));
      expect((await standIn.sendIpn(forged)).body.RspCode).toBe('97');
      expect((await standIn.sendIpn(new URLSearchParams())).body.RspCode).toBe('97');
      const twice = new URLSearchParams(ipn);
      twice.append('vnp_Amount', '300000000');
      expect((await standIn.sendIpn(twice)).body.RspCode).toBe('97');
      const otherAmount = standIn.decide(order.data.orderNo, 'paid', { vnp_Amount: '300000000' });
      expect((await standIn.sendIpn(otherAmount)).body).toEqual({ RspCode: '04', Message: 'Invalid amount' });
      const unknown = standIn.decide(order.data.orderNo, 'paid', { vnp_TxnRef: 'DNOSUCHORDER' });
      expect((await standIn.sendIpn(unknown)).body).toEqual({ RspCode: '01', Message: 'Order not found' });
      expect(await vndOf(member)).toBe(before);
      expect((await member.get(`/api/fund/deposit/get/${order.data.orderNo}`)).data.status).toBe('pending');
    });

    it('a cancelled or failed payment credits nothing; money VNPay collected later still credits', async () => {
      const before = await vndOf(member);
      const order = await deposit(1_500_000);
      await standIn.open(order.data.payUrl);
      expect((await standIn.sendIpn(standIn.decide(order.data.orderNo, 'cancelled'))).body.RspCode).toBe('00');
      expect((await member.get(`/api/fund/deposit/get/${order.data.orderNo}`)).data.status).toBe('cancelled');
      expect((await standIn.sendIpn(standIn.decide(order.data.orderNo, 'failed'))).body.RspCode).toBe('02');
      expect(await vndOf(member)).toBe(before);
      expect((await standIn.sendIpn(standIn.decide(order.data.orderNo, 'paid'))).body.RspCode).toBe('00');
      expect(await vndOf(member)).toBe(before + 1_500_000);
    });

    it('the return URL is verified, then leads to the wallet page', async () => {
      const order = await deposit(1_000_000);
      await standIn.open(order.data.payUrl);
      const back = standIn.decide(order.data.orderNo, 'paid');
      const me = await member.get('/api/member/get');
      const ok = await t.app.inject({ method: 'GET', url: `/payments/vnpay/return?${back}` });
      expect(ok.statusCode).toBe(303);
      expect(ok.headers.location).toBe(`/personal/${me.data.id}?tab=wallet&deposit=${order.data.orderNo}`);
      back.set('vnp_ResponseCode', '00');
      back.set('vnp_Amount', '1');
      const bad = await t.app.inject({
        method: 'GET',
        url: `/payments/vnpay/return?${back}`,
        headers: { language: 'vi' },
      });
      expect(bad.statusCode).toBe(403);
      expect(bad.json()).toEqual({
        code: apiCodes.forbidden.code,
        msg: 'Không xác minh được thông báo thanh toán.',
        data: null,
      });
    });

    it("VNPay takes 10,000 to 500,000,000 whole đồng and nothing else, refused in the caller's language", async () => {
      const vi = callerFor(t.app, await sessionFor(t.app, 'member01'), 'vi');
      const zh = callerFor(t.app, await sessionFor(t.app, 'member01'), 'zh-cn');
      const th = callerFor(t.app, await sessionFor(t.app, 'member01'), 'th');
      expect(await deposit(999_900, 'VND', vi)).toMatchObject({
        status: 400,
        code: apiCodes.paymentLimit.code,
        msg: 'Số tiền nhỏ nhất phương thức thanh toán này chấp nhận là 10.000\u00a0₫.',
        data: { currency: 'VND', min: 1_000_000, max: 50_000_000_000 },
      });
      expect((await deposit(50_000_000_100, 'VND', zh)).msg).toBe('此支付方式的最高金额为 ₫500,000,000。');
      expect((await deposit(1_000_050, 'VND', th)).msg).toBe('วิธีชำระเงินนี้รับเฉพาะจำนวนเต็มของ VND เท่านั้น');
      expect((await deposit(100_000, 'CNY')).msg).toBe('This payment method does not take CNY.');
      expect((await deposit(50_000_000_000)).code).toBe(200);
    });
  });
}

function sweepSuite(name: string, postgres: boolean) {
  describe(name, () => {
    let standIn: VnpayStandIn;
    let t: TestApp;

    beforeAll(async () => {
      standIn = await startVnpayStandIn({ tmnCode: TMN, hashSecret: SECRET });
      t = await vnpayApp(postgres, standIn, { PAYMENT_RECONCILE_S: '1' });
    });
    afterAll(async () => {
      await t?.close();
      await standIn?.close();
    });

    it('an order whose IPN never came is settled by querydr, once', async () => {
      const member = callerFor(t.app, await sessionFor(t.app, 'member01'));
      const before = await vndOf(member);
      const paid = await member.post('/api/fund/deposit/create', {
        amount: 4_000_000,
        currency: 'VND',
        idempotencyKey: key('d'),
      });
      const open = await member.post('/api/fund/deposit/create', {
        amount: 1_000_000,
        currency: 'VND',
        idempotencyKey: key('d'),
      });
      await standIn.open(paid.data.payUrl);
      await standIn.open(open.data.payUrl);
      standIn.decide(paid.data.orderNo, 'paid'); // the IPN is lost
      await eventually(async () => {
        expect((await member.get(`/api/fund/deposit/get/${paid.data.orderNo}`)).data.status).toBe('paid');
      }, 8000);
      expect(await vndOf(member)).toBe(before + 4_000_000);
      // Still open at VNPay: asked again on later sweeps, left pending.
      await eventually(
        () => expect(standIn.querydrCalls.filter((c) => c.vnp_TxnRef === open.data.orderNo).length).toBeGreaterThan(1),
        8000,
      );
      expect((await member.get(`/api/fund/deposit/get/${open.data.orderNo}`)).data.status).toBe('pending');
      // The late IPN finds the order confirmed.
      expect((await standIn.sendIpn(standIn.decide(paid.data.orderNo, 'paid'))).body.RspCode).toBe('02');
      expect(await vndOf(member)).toBe(before + 4_000_000);
      expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
    });
  });
}

vnpaySuite('VNPay deposits on SQLite', false);
sweepSuite('VNPay reconciliation on SQLite', false);
describe.skipIf(!pgUrl)('on PostgreSQL', () => {
  vnpaySuite('VNPay deposits on PostgreSQL', true);
  sweepSuite('VNPay reconciliation on PostgreSQL', true);
});

import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostedPaymentProvider } from '../../src/modules/payments/hosted-payment-provider.js';
import { limitsOf, REAL_METHOD_LIMITS } from '../../src/modules/payments/payment-limits.js';
import { verifyLedger } from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';
import { startHostedStandIn, type HostedStandIn } from '../fixtures/hosted-payment-stand-in.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const MERCHANT = 'matchday-test';
const SECRET = 'Hs7dK2pQ9wE4rT6yU1iO3aS5dF8gJ0lZ';
const PUBLIC_URL = 'https://matchday.test';
const key = (s: string) => `${s}-${Math.random().toString(36).slice(2, 10)}`;

function hostedSuite(name: string, postgres: boolean) {
  describe(name, () => {
    let standIn: HostedStandIn;
    let t: TestApp;
    let member: Caller;
    const balance = async (currency: string) =>
      (
        (await member.post('/api/fund/wallet/member/local')).data.wallets as { currency: string; balance: number }[]
      ).find((w) => w.currency === currency)!.balance;
    const deposit = (amount: number, currency = 'VND') =>
      member.post('/api/fund/deposit/create', { amount, currency, idempotencyKey: key('dep') });
    const notify = (notice: object, provider = 'hosted') =>
      callerFor(t.app, null).post(`/api/fund/payment/callback/${provider}`, notice);

    beforeAll(async () => {
      standIn = await startHostedStandIn({ merchantId: MERCHANT, secret: SECRET });
      t = await buildTestApp({
        postgres,
        env: {
          PAYMENT_PROVIDER: 'hosted',
          PAYMENT_HOSTED_URL: standIn.payUrl,
          PAYMENT_HOSTED_STATUS_URL: standIn.statusUrl,
          PAYMENT_HOSTED_MERCHANT_ID: MERCHANT,
          PAYMENT_HOSTED_SECRET: SECRET,
          PAYMENT_RECONCILE_S: '0',
          PUBLIC_URL,
        },
      });
      member = callerFor(t.app, await sessionFor(t.app, 'member01'));
    });
    afterAll(async () => {
      await t?.close();
      await standIn?.close();
    });

    it("redirects with a signed request in the currency's ISO minor unit: whole đồng, US cents", async () => {
      const vnd = await deposit(5_000_000);
      const usd = await deposit(1_050, 'USD');
      const p = Object.fromEntries(new URL(vnd.data.payUrl).searchParams);
      expect(p).toMatchObject({
        merchantId: MERCHANT,
        orderNo: vnd.data.orderNo,
        amount: '50000',
        currency: 'VND',
        returnUrl: `${PUBLIC_URL}/personal/${(await member.get('/api/member/get')).data.id}?tab=wallet&deposit=${vnd.data.orderNo}`,
        notifyUrl: `${PUBLIC_URL}/api/fund/payment/callback/hosted`,
        expiresAt: String(vnd.data.createdAt + 15 * 60_000),
      });
      expect(new URL(usd.data.payUrl).searchParams.get('amount')).toBe('1050');
      expect(await standIn.open(vnd.data.payUrl)).toEqual({ ok: true });
      expect(await standIn.open(vnd.data.payUrl.replace('amount=50000', 'amount=5'))).toEqual({ ok: false });
    });

    it('a signed notice credits once; a changed or foreign one is refused', async () => {
      const before = await balance('VND');
      const order = await deposit(2_000_000);
      await standIn.open(order.data.payUrl);
      const notice = standIn.decide(order.data.orderNo, 'paid');
      const results = await Promise.all(Array.from({ length: 5 }, () => notify(notice)));
      expect(results.map((r) => r.data.status)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid']);
      expect(results.filter((r) => r.data.applied)).toHaveLength(1);
      expect(await balance('VND')).toBe(before + 2_000_000);

      expect(await notify({ ...notice, amount: 2_000_000 })).toMatchObject({
        status: 403,
        code: apiCodes.forbidden.code,
      });
      const other = await deposit(1_000_000);
      await standIn.open(other.data.payUrl);
      expect(await notify(standIn.decide(other.data.orderNo, 'paid', { amount: 20_000 }))).toMatchObject({
        status: 409,
        msg: 'The payment notice does not match the order.',
      });
      // The sandbox is not a provider here: a notice it signed is refused, and so is this one sent as the sandbox's.
      const sandboxSigned = t.app.services.sandbox.sign({
        orderNo: other.data.orderNo,
        providerRef: other.data.orderNo,
        status: 'paid',
        amount: 1_000_000,
        currency: 'VND',
        signedAt: Date.now(),
      });
      expect((await notify(sandboxSigned, 'sandbox')).code).toBe(apiCodes.forbidden.code);
      expect((await notify(sandboxSigned)).code).toBe(apiCodes.forbidden.code);
      expect((await notify(standIn.decide(other.data.orderNo, 'paid'), 'sandbox')).code).toBe(apiCodes.forbidden.code);
      expect(await balance('VND')).toBe(before + 2_000_000);
      expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
    });

    it("takes only what its limits allow: whole đồng, from the currency's minimum", async () => {
      expect((await deposit(1_000_050)).msg).toBe('This payment method takes whole amounts of VND only.');
      expect(await deposit(999, 'CNY')).toMatchObject({
        code: apiCodes.paymentLimit.code,
        msg: 'The smallest amount this payment method takes is ¥10.00.',
      });
    });
  });
}

describe('hosted status query', () => {
  let standIn: HostedStandIn;
  beforeAll(async () => {
    standIn = await startHostedStandIn({ merchantId: MERCHANT, secret: SECRET });
  });
  afterAll(() => standIn?.close());
  const hostedSettings = (at: HostedStandIn, secret = SECRET) => ({
    kind: 'hosted' as const,
    url: at.payUrl,
    statusUrl: at.statusUrl,
    merchantId: MERCHANT,
    secret,
    decimals: new Map([
      ['VND', 0],
      ['USD', 2],
    ]),
    limits: limitsOf(REAL_METHOD_LIMITS),
  });
  const providerWith = (secret: string) =>
    createHostedPaymentProvider({ settings: hostedSettings(standIn, secret), publicUrl: PUBLIC_URL });

  it('reads paid, open and unknown orders, in our units, and refuses an answer it cannot verify', async () => {
    const provider = providerWith(SECRET);
    const createdAt = Date.now();
    const order = { orderNo: 'DSTATUS1', providerRef: 'DSTATUS1', amount: 7_000_000, currency: 'VND', createdAt };
    const { payUrl } = await provider.createDeposit(
      {
        orderNo: order.orderNo,
        userId: 1,
        amount: order.amount,
        currency: 'VND',
        lang: 'en',
        returnUrl: '/personal/1',
      },
      { createdAt, expiresAt: createdAt + 60_000, clientIp: '127.0.0.1' },
    );
    await standIn.open(payUrl);
    expect(await provider.queryStatus(order)).toEqual({ kind: 'pending' });
    standIn.decide(order.orderNo, 'paid');
    expect(await provider.queryStatus(order)).toEqual({
      kind: 'final',
      notice: {
        orderNo: 'DSTATUS1',
        status: 'paid',
        amount: 7_000_000,
        currency: 'VND',
        transactionId: expect.stringMatching(/^HP/),
      },
    });
    expect(await provider.queryStatus({ ...order, orderNo: 'DNEVERSEEN' })).toEqual({ kind: 'absent' });
    await expect(providerWith('x'.repeat(32)).queryStatus(order)).rejects.toThrow(/HTTP 400/);
  });

  it('refuses a status answer signed with another key', async () => {
    const impostor = await startHostedStandIn({ merchantId: MERCHANT, secret: SECRET, answerSecret: 'y'.repeat(32) });
    try {
      const provider = createHostedPaymentProvider({
        settings: hostedSettings(impostor),
        publicUrl: PUBLIC_URL,
      });
      const order = { orderNo: 'DANY', providerRef: null, amount: 1, currency: 'VND', createdAt: Date.now() };
      await expect(provider.queryStatus(order)).rejects.toThrow(/failed its signature/);
    } finally {
      await impostor.close();
    }
  });
});

hostedSuite('hosted payment page on SQLite', false);
describe.skipIf(!pgUrl)('on PostgreSQL', () => hostedSuite('hosted payment page on PostgreSQL', true));

import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { assertWithinLimits, limitsOf, majorTextToMinor, readLimits, REAL_METHOD_LIMITS } from './payment-limits.js';
import { readPaymentSettings } from './payment-settings.js';

const SECRET = 'Zr8Kq2Lm5Np7Qs9Tv1Wx3Yz6Ab4Cd0Ef';
/** MODE=prod also needs the key that seals account numbers (sealed-text.test.ts). */
const DATA_KEY = '6f1c9a3e7b2d5f8a0c4e6b9d1f3a5c7e9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f01';
const read = (env: Record<string, string>, mode = 'dev') => {
  const problems: string[] = [];
  const str = (name: string) => (Object.hasOwn(env, name) ? env[name] : undefined);
  const urlOf = (name: string) => str(name);
  return { settings: readPaymentSettings(str, urlOf, mode, problems), problems };
};
const vnpayEnv = {
  PAYMENT_PROVIDER: 'vnpay',
  PAYMENT_VNPAY_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  PAYMENT_VNPAY_API_URL: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
  PAYMENT_VNPAY_TMN_CODE: 'DEMOV210',
  PAYMENT_VNPAY_HASH_SECRET: SECRET,
};

describe('payment settings', () => {
  it('uses the sandbox outside prod when PAYMENT_PROVIDER is unset', () => {
    const { settings, problems } = read({});
    expect(problems).toEqual([]);
    expect(settings.providers.map((p) => p.kind)).toEqual(['sandbox']);
    expect(settings).toMatchObject({ expiryMs: 15 * 60_000, reconcileMs: 60_000 });
  });

  it('#2 refuses a prod start without a real provider, and the sandbox in prod without DEMO=on', () => {
    expect(read({ DATA_KEY }, 'prod').problems).toEqual([
      expect.stringMatching(/^MODE=prod needs PAYMENT_PROVIDER: vnpay or hosted/),
    ]);
    expect(read({ PAYMENT_PROVIDER: 'sandbox', DATA_KEY }, 'prod').problems).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER=sandbox is refused in MODE=prod/),
    ]);
    expect(read({ DEMO: 'on', DATA_KEY }, 'prod')).toMatchObject({
      problems: [],
      settings: { providers: [{ kind: 'sandbox' }] },
    });
    expect(read({ ...vnpayEnv, DATA_KEY }, 'prod')).toMatchObject({
      problems: [],
      settings: { providers: [{ kind: 'vnpay' }] },
    });
  });

  it('names what a provider is missing or gets wrong', () => {
    expect(read({ PAYMENT_PROVIDER: 'vnpay' }).problems).toEqual([
      'PAYMENT_PROVIDER=vnpay needs PAYMENT_VNPAY_URL, PAYMENT_VNPAY_API_URL, PAYMENT_VNPAY_TMN_CODE, PAYMENT_VNPAY_HASH_SECRET',
    ]);
    expect(read({ ...vnpayEnv, PAYMENT_VNPAY_HASH_SECRET: 'short', PAYMENT_VNPAY_TMN_CODE: 'x' }).problems).toEqual([
      'PAYMENT_VNPAY_TMN_CODE must be the 8 letters or digits VNPay issued (vnp_TmnCode)',
      expect.stringMatching(/^PAYMENT_VNPAY_HASH_SECRET must be at least 32 characters/),
    ]);
    expect(read({ PAYMENT_PROVIDER: 'hosted' }).problems).toEqual([
      'PAYMENT_PROVIDER=hosted needs PAYMENT_HOSTED_URL, PAYMENT_HOSTED_STATUS_URL, PAYMENT_HOSTED_MERCHANT_ID, PAYMENT_HOSTED_SECRET',
    ]);
    expect(read({ PAYMENT_PROVIDER: 'paypal' }).problems).toEqual([
      'PAYMENT_PROVIDER must list sandbox, hosted, vnpay (got "paypal")',
    ]);
    expect(read({ ...vnpayEnv, PAYMENT_VNPAY_LIMITS: 'CNY:10-100' }).problems).toEqual([
      expect.stringMatching(/^PAYMENT_VNPAY_LIMITS: "CNY:10-100" must be CURRENCY:min-max/),
    ]);
    expect(read({ PAYMENT_RECONCILE_S: '-1', PAYMENT_EXPIRY_MIN: '2' }).problems).toHaveLength(2);
  });

  it('reads limits in major units over the defaults', () => {
    const problems: string[] = [];
    const limits = readLimits('X', 'VND:50_000-1000000.5, USD:off', limitsOf(REAL_METHOD_LIMITS), problems);
    expect(problems).toEqual([]);
    expect([...limits]).toEqual([
      ['VND', { min: 5_000_000, max: 100_000_050 }],
      ['CNY', { min: 1_000, max: 5_000_000 }],
    ]);
    readLimits('X', 'VND:10-1,CNY:0-5,USD:1.001-2', limitsOf(REAL_METHOD_LIMITS), problems);
    expect(problems).toHaveLength(3);
    expect(majorTextToMinor('12.3')).toBe(1230);
    expect(majorTextToMinor('99999999999999999')).toBeUndefined();
  });

  it('refuses amounts outside a method with a code and the bound in the message', () => {
    const limits = limitsOf(REAL_METHOD_LIMITS);
    const refusal = (amount: number, currency: string, whole = false) => {
      try {
        assertWithinLimits(limits, amount, currency, whole);
        return undefined;
      } catch (err) {
        if (!(err instanceof AppError)) return err;
        // Amounts are written in the caller's language when the reply is sent: read them as vi and en would.
        const vars = Object.fromEntries(
          Object.entries(err.vars ?? {}).map(([k, v]) => [k, typeof v === 'function' ? `${v('vi')} | ${v('en')}` : v]),
        );
        return [err.codeName, err.msgOverride, vars];
      }
    };
    expect(refusal(1_000_000, 'VND')).toBeUndefined();
    expect(refusal(999_999, 'VND')).toEqual([
      'paymentLimit',
      'payments.belowMinimum',
      { min: '10.000\u00a0₫ | ₫10,000' },
    ]);
    expect(refusal(50_000_000_001, 'VND')).toEqual([
      'paymentLimit',
      'payments.aboveMaximum',
      { max: '500.000.000\u00a0₫ | ₫500,000,000' },
    ]);
    expect(refusal(1_000_050, 'VND', true)).toEqual(['paymentLimit', 'payments.wholeUnits', { currency: 'VND' }]);
    expect(refusal(100, 'EUR')).toEqual(['paymentLimit', 'payments.currencyUnavailable', { currency: 'EUR' }]);
  });
});

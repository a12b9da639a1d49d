import { describe, expect, it } from 'vitest';
import { limitsOf, REAL_METHOD_LIMITS, SANDBOX_LIMITS } from './payment-limits.js';
import { paymentMethodsOf } from './payment-methods.js';

describe('paymentMethodsOf (#18: deposit methods and limits for the member centre)', () => {
  it('lists each currency under the method a deposit in it goes to, with its limits in minor units', () => {
    const vnpay = { name: 'vnpay', limits: limitsOf({ VND: [10_000, 500_000_000] }), wholeUnitsOnly: () => true };
    const hosted = { name: 'hosted', limits: limitsOf(REAL_METHOD_LIMITS) };
    const methods = paymentMethodsOf([vnpay, hosted], limitsOf({ VND: [50_000, 100_000_000] }));
    expect(methods.deposit).toEqual([
      { method: 'vnpay', limits: [{ currency: 'VND', min: 1_000_000, max: 50_000_000_000, wholeUnitsOnly: true }] },
      {
        method: 'hosted',
        limits: [
          { currency: 'CNY', min: 1_000, max: 5_000_000, wholeUnitsOnly: false },
          { currency: 'USD', min: 100, max: 1_000_000, wholeUnitsOnly: false },
        ],
      },
    ]);
    expect(methods.withdraw).toEqual([{ currency: 'VND', min: 5_000_000, max: 10_000_000_000, wholeUnitsOnly: false }]);
  });

  it('lists no method that takes nothing', () => {
    const sandbox = { name: 'sandbox', limits: limitsOf(SANDBOX_LIMITS) };
    const methods = paymentMethodsOf([sandbox, { name: 'hosted', limits: limitsOf(REAL_METHOD_LIMITS) }], new Map());
    expect(methods.deposit.map((m) => m.method)).toEqual(['sandbox']);
    expect(methods.withdraw).toEqual([]);
  });
});

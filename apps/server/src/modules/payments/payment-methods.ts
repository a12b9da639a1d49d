import type { DepositMethod, PaymentLimit } from '@matchday/contract';
import type { MethodLimits } from './payment-limits.js';
import type { PaymentProvider } from './payment-provider.js';

/**
 * What fund.payment.methods answers: each currency under the deposit method that takes it (the first
 * provider listing it, as a deposit is routed) with that method's limits, and the bank payout limits.
 */
export function paymentMethodsOf(
  providers: readonly Pick<PaymentProvider, 'name' | 'limits' | 'wholeUnitsOnly'>[],
  withdrawLimits: MethodLimits,
): { deposit: DepositMethod[]; withdraw: PaymentLimit[] } {
  const routed = new Set<string>();
  const deposit: DepositMethod[] = [];
  for (const p of providers) {
    const limits: PaymentLimit[] = [];
    for (const [currency, { min, max }] of p.limits) {
      if (routed.has(currency)) continue;
      routed.add(currency);
      limits.push({ currency, min, max, wholeUnitsOnly: p.wholeUnitsOnly?.(currency) ?? false });
    }
    if (limits.length > 0) deposit.push({ method: p.name, limits });
  }
  const withdraw = [...withdrawLimits].map(([currency, { min, max }]) => ({
    currency,
    min,
    max,
    wholeUnitsOnly: false,
  }));
  return { deposit, withdraw };
}

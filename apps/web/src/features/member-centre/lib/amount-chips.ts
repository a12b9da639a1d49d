import type { PaymentLimit } from '@matchday/contract/client';

/** Round amounts members commonly send, in major units, by currency. */
const LADDERS: Readonly<Record<string, readonly number[]>> = {
  VND: [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000],
  CNY: [100, 200, 500, 1_000, 2_000, 5_000, 10_000],
  USD: [10, 20, 50, 100, 200, 500, 1_000],
};

/** Up to six quick amounts in minor units within the method's limits (all of the ladder when none is known). */
export function amountChips(currency: string, limit: PaymentLimit | undefined): number[] {
  const minor = (LADDERS[currency] ?? []).map((major) => major * 100);
  const fits = limit ? minor.filter((m) => m >= limit.min && m <= limit.max) : minor;
  return fits.slice(0, 6);
}

/** Quick stakes per wallet currency, in minor units: from about the platform's least stake up. */
const QUICK_STAKES: Readonly<Record<string, readonly number[]>> = {
  VND: [1_000_000, 5_000_000, 10_000_000, 50_000_000],
  CNY: [1_000, 5_000, 10_000, 50_000],
  USD: [500, 1_000, 5_000, 10_000],
};

export function quickStakes(currency: string): readonly number[] {
  return QUICK_STAKES[currency.toUpperCase()] ?? QUICK_STAKES.USD!;
}

import { priceThousandths } from '@matchday/core';

/** The accumulator's price of these legs (the product of their odds, exact to the thousandth, rounded down). */
export function combinedOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 0;
  const scale = 1000n ** BigInt(odds.length - 1);
  return Number(odds.map(priceThousandths).reduce((a, b) => a * b, 1n) / scale) / 1000;
}

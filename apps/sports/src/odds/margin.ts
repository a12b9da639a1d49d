/** Operator margin: the implied probabilities of each market sum to 1 + this. */
export const DEFAULT_MARGIN = 0.05;

/** Shortest price offered; a line that would go shorter is not offered. */
export const MIN_ODDS = 1.01;

/** Locked price (`od < 0`, contract §4.4). */
export const LOCKED = -1;

const roundOdds = (odds: number): number => Math.round(odds * 100) / 100;

/**
 * European odds from fair chances (summing to 1): each chance is grown in proportion so the
 * implied probabilities sum to 1 + margin. Returns null when a price would fall below MIN_ODDS
 * (a near-certain outcome is not offered).
 */
export function priceWithMargin(chances: readonly number[], margin: number): number[] | null {
  const sum = chances.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) return null;
  const odds = chances.map((c) => (c > 0 ? 1 / ((c / sum) * (1 + margin)) : Number.POSITIVE_INFINITY));
  if (odds.some((o) => o < MIN_ODDS || !Number.isFinite(o))) return null;
  return odds.map(roundOdds);
}

/** Sum of implied probabilities of a set of prices. */
export function overround(odds: readonly number[]): number {
  return odds.reduce((sum, o) => sum + 1 / o, 0);
}

/** Multipliers travel as whole ten-thousandths (1.9800x = 19_800) so the shown multiplier and the paid amount agree exactly. */

/** Ten-thousandths in 1x. */
export const MULTIPLIER_SCALE = 10_000;

/** The win for a stake in integer minor units at a multiplier in ten-thousandths, rounded down to the minor unit. */
export function payoutFor(stakeMinor: number, multiplier: number): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0)
    throw new RangeError(`stake must be whole minor units ≥ 0, got ${stakeMinor}`);
  if (!Number.isSafeInteger(multiplier) || multiplier < 0)
    throw new RangeError(`multiplier must be whole ten-thousandths ≥ 0, got ${multiplier}`);
  // BigInt: stake × multiplier can pass 2^53 for large stakes.
  return Number((BigInt(stakeMinor) * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE));
}

/** A multiplier in ten-thousandths as the player reads it (19_800 → 1.98). */
export function multiplierValue(multiplier: number): number {
  return multiplier / MULTIPLIER_SCALE;
}

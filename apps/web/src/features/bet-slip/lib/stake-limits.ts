/** What is wrong with a stake against its range, in minor units. */
export type StakeProblem =
  { kind: 'belowMin'; min: number } | { kind: 'aboveMax'; max: number } | { kind: 'noStakeAllowed' } | null;

/**
 * A stake against the platform's range (JumpLine `smin`/`smax`, or `mi`/`mx` per sub-bet of a
 * series). An empty stake has no problem, it is simply not placed; a range not known yet neither.
 */
export function stakeProblem(stake: number | null, min: number | null, max: number | null): StakeProblem {
  if (stake === null || stake === 0) return null;
  if (max !== null && max <= 0) return { kind: 'noStakeAllowed' };
  if (min !== null && stake < min) return { kind: 'belowMin', min };
  if (max !== null && stake > max) return { kind: 'aboveMax', max };
  return null;
}

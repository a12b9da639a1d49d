import { SettlementError } from '../errors.js';

/**
 * Sub-bets of a series over `legs` legs (contract §6.4): `seriesValue` k > 0 is every k-leg
 * combination (1 singles, 2 doubles, 3 trebles, n the accumulator); 0 is the full system, every
 * combination of 2…n legs (3 legs: Trixie, 4; 4 legs: Yankee, 11; 5: Super Yankee, 26; 6: Heinz,
 * 57; 7: Super Heinz, 120; 8: Goliath, 247). Each sub-bet lists leg indexes in order.
 */
export function seriesCombinations(legs: number, seriesValue: number): number[][] {
  if (!Number.isInteger(legs) || legs < 1) throw new SettlementError('a bet needs at least one leg');
  if (seriesValue === 0) {
    if (legs < 3) throw new SettlementError('a full system needs at least 3 legs');
    return Array.from({ length: legs - 1 }, (_, i) => combinations(legs, i + 2)).flat();
  }
  if (!Number.isInteger(seriesValue) || seriesValue < 1 || seriesValue > legs) {
    throw new SettlementError(`series ${seriesValue} does not fit ${legs} legs`);
  }
  return combinations(legs, seriesValue);
}

/** Every k-subset of 0…n−1, in lexicographic order. */
function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= n - (k - pick.length); i++) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

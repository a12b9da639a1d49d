import { minorToMajor } from '@matchday/core';
import type { SeriesOffer } from '@matchday/contract';
import { Outcome, seriesCombinations, settleBet } from '../settlement/index.js';
import type { CurrencyLimits } from './betting-rules.js';
import { seriesStakeRange } from './stake-limits.js';
import { thousandthsToOdds } from './units.js';

/** Sub-bets of a series of `legs` legs (1 for a single, without listing its one combination). */
export const subBetsOf = (legs: number, seriesValue: number): number =>
  legs === 1 && seriesValue === 1 ? 1 : seriesCombinations(legs, seriesValue).length;

/** Return if every leg wins, stake included, in minor units: what `settleBet` would pay (rounded down per sub-bet). */
export function maxReturnOf(unitStake: number, oddsThousandths: readonly number[], seriesValue: number): number {
  const single = oddsThousandths.length === 1 && seriesValue === 1 ? oddsThousandths[0]! : 0;
  // A single in plain integers, rounded down as settleBet rounds: every bet placed asks this (settleBet took 1 µs of BigInt fractions, this 0.03).
  if (Number.isSafeInteger(single) && single >= 1000 && Number.isSafeInteger(unitStake) && unitStake >= 0) {
    const scaled = unitStake * single;
    if (Number.isSafeInteger(scaled)) return (scaled - (scaled % 1000)) / 1000;
  }
  const legs = oddsThousandths.map((t, i) => ({ id: String(i), odds: thousandthsToOdds(t) }));
  const won = new Map(legs.map((l) => [l.id, Outcome.Won as Outcome]));
  const settled = settleBet({ legs, seriesValue, unitStake }, won);
  return settled.status === 'settled' ? settled.payout : 0;
}

/** Sum over the series' sub-bets of their combined odds: the return per unit staked on each. */
export function sumOfSeriesOdds(oddsThousandths: readonly number[], seriesValue: number): number {
  const total = seriesCombinations(oddsThousandths.length, seriesValue).reduce(
    (sum, legs) => sum + legs.reduce((p, i) => p * thousandthsToOdds(oddsThousandths[i]!), 1),
    0,
  );
  return Math.round(total * 1000) / 1000;
}

/** The series a parlay slip offers (§6.2 `sos`): k-folds for k = 2…n, and the full system from 3 legs. */
export function seriesOffers(oddsThousandths: readonly number[], limits: CurrencyLimits): SeriesOffer[] {
  const n = oddsThousandths.length;
  if (n < 2) return [];
  const values = [...Array.from({ length: n - 1 }, (_, i) => i + 2), ...(n >= 3 ? [0] : [])];
  return values.map((sn) => {
    const count = subBetsOf(n, sn);
    const sodd = sumOfSeriesOdds(oddsThousandths, sn);
    const range = seriesStakeRange(limits, count, sodd);
    return { sn, in: count, sodd, mi: minorToMajor(range.min), mx: minorToMajor(range.max) };
  });
}

/** The series label history shows (§7 `bt`): "1x1*1" a single, "3x1*4" four trebles, "4x11" a full system. */
export function seriesLabel(legs: number, seriesValue: number, subBets: number): string {
  return seriesValue === 0 ? `${legs}x${subBets}` : `${seriesValue}x1*${subBets}`;
}

import { Outcome } from './outcome.js';
import { SettlementError } from '../errors.js';

/** Decimal odds carry at most 3 decimals (contract §5.9), so thousandths are exact integers. */
export const ODDS_SCALE = 1000n;

/** An exact non-negative fraction. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/** European decimal odds as integer thousandths: 1.79 → 1790n. */
export function oddsThousandths(odds: number): bigint {
  const scaled = odds * Number(ODDS_SCALE);
  const rounded = Math.round(scaled);
  if (!Number.isFinite(odds) || odds < 1 || Math.abs(scaled - rounded) > 1e-6) {
    throw new SettlementError(`odds ${odds} are not European odds with at most 3 decimals`);
  }
  return BigInt(rounded);
}

/**
 * What one unit staked on a graded leg returns: won = odds, won half = (1 + odds) / 2, push,
 * void and cancelled = 1, lost half = 1/2, lost = 0; null while the leg is not settled.
 */
export function legReturn(outcome: Outcome, odds: bigint): Fraction | null {
  switch (outcome) {
    case Outcome.NotSettled:
      return null;
    case Outcome.Won:
      return { num: odds, den: ODDS_SCALE };
    case Outcome.WonHalf:
      return { num: ODDS_SCALE + odds, den: 2n * ODDS_SCALE };
    case Outcome.Void:
    case Outcome.Cancelled:
      return { num: 1n, den: 1n };
    case Outcome.LostHalf:
      return { num: 1n, den: 2n };
    case Outcome.Lost:
      return { num: 0n, den: 1n };
    default:
      throw new SettlementError(`unknown outcome ${String(outcome)}`);
  }
}

/** Product of leg returns, kept exact. */
export function multiply(parts: readonly Fraction[]): Fraction {
  return parts.reduce((acc, f) => ({ num: acc.num * f.num, den: acc.den * f.den }), { num: 1n, den: 1n });
}

/** Stake × return rounded down to the minor unit: settlement never pays out a fraction it does not owe. */
export function payoutOf(stake: bigint, ret: Fraction): bigint {
  return (stake * ret.num) / ret.den;
}

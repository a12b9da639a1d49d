import { legReturn, multiply, oddsThousandths, payoutOf } from './leg-return.js';
import type { Fraction } from './leg-return.js';
import { Outcome } from './outcome.js';
import { seriesCombinations } from './series.js';
import { SettlementError } from '../errors.js';

/** A leg as accepted: its id (e.g. `${marketId}_${ty}`) and the European odds it was taken at. */
export interface SettledLeg {
  id: string;
  odds: number;
}

/**
 * A bet: one leg with `seriesValue` 1 is a single; otherwise a series (contract §6.4) staking
 * `unitStake` (integer minor units) on each of its sub-bets.
 */
export interface Bet {
  legs: readonly SettledLeg[];
  seriesValue: number;
  unitStake: number;
}

export type BetSettlement =
  | { status: 'open'; stake: number }
  | {
      status: 'settled';
      /** Total staked: `unitStake` × sub-bets. */
      stake: number;
      /** Total returned, stake included, in minor units: each sub-bet rounded down, then summed. */
      payout: number;
    };

function safe(value: bigint, what: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new SettlementError(`${what} exceeds the safe integer range`);
  return n;
}

function returnOf(returns: readonly Fraction[], leg: number): Fraction {
  const ret = returns[leg];
  if (!ret) throw new SettlementError(`sub-bet names leg ${leg} of ${returns.length}`);
  return ret;
}

/**
 * Settles a bet from its legs' outcomes (keyed by leg id; a missing leg is not settled). A bet
 * stays open until every leg is graded; then each sub-bet pays unit stake × the product of its
 * legs' returns (won = odds, won half = (1 + odds)/2, void = 1, lost half = 1/2, lost = 0).
 */
export function settleBet(bet: Bet, outcomes: ReadonlyMap<string, Outcome>): BetSettlement {
  if (!Number.isSafeInteger(bet.unitStake) || bet.unitStake < 0)
    throw new SettlementError('unit stake must be whole minor units');
  if (new Set(bet.legs.map((l) => l.id)).size !== bet.legs.length)
    throw new SettlementError('leg ids must be distinct');
  const subBets = seriesCombinations(bet.legs.length, bet.seriesValue);
  const stake = safe(BigInt(bet.unitStake) * BigInt(subBets.length), 'stake');
  // Every leg's odds are checked up front, so a bad leg is refused even while others are open.
  const priced = bet.legs.map((leg) => ({ id: leg.id, odds: oddsThousandths(leg.odds) }));
  const returns: Fraction[] = [];
  for (const leg of priced) {
    const ret = legReturn(outcomes.get(leg.id) ?? Outcome.NotSettled, leg.odds);
    if (!ret) return { status: 'open', stake };
    returns.push(ret);
  }
  const unit = BigInt(bet.unitStake);
  const payout = subBets.reduce(
    (sum, legs) => sum + payoutOf(unit, multiply(legs.map((i) => returnOf(returns, i)))),
    0n,
  );
  return { status: 'settled', stake, payout: safe(payout, 'payout') };
}

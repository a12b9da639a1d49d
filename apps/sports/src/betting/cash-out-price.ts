import type { MarketLine } from '@matchday/contract';
import type { Snapshot } from '../schedule/snapshot.js';
import { Outcome, seriesCombinations } from '../settlement/index.js';
import type { BettingContext } from './betting-context.js';
import { CASH_OUT_MARGIN } from './betting-rules.js';
import type { StoredOrder } from './order.repository.js';
import { priceLeg } from './selection.js';

/** The chance the market gives an option, its margin taken out: its implied chance over the line's sum. */
export function fairChance(line: MarketLine, optionType: number): number | null {
  const implied = line.op.map((o) => (o.od > 0 ? 1 / o.od : 0));
  const sum = implied.reduce((a, b) => a + b, 0);
  const mine = line.op.findIndex((o) => o.ty === optionType);
  return sum > 0 && mine >= 0 && implied[mine]! > 0 ? implied[mine]! / sum : null;
}

/** What a graded leg returns per unit (§5.10 outcomes), as settlement counts it. */
function gradedReturn(outcome: number, odds: number): number {
  switch (outcome) {
    case Outcome.Won:
      return odds;
    case Outcome.WonHalf:
      return (1 + odds) / 2;
    case Outcome.LostHalf:
      return 0.5;
    case Outcome.Lost:
      return 0;
    default:
      return 1;
  }
}

/**
 * An open order's cash-out value per unit of stake, in thousandths (§8 `amt`), from the live
 * fair price: each open leg is worth its odds × its fair chance now, a graded leg what it
 * returns; a series averages its sub-bets; the house keeps CASH_OUT_MARGIN. Null while any open
 * leg's market is suspended or closed, or when the bet can no longer return anything.
 */
export function cashOutUnitPrice(ctx: BettingContext, snap: Snapshot, order: StoredOrder): number | null {
  const factors: number[] = [];
  for (const leg of order.legs) {
    const odds = leg.odds / 1000;
    if (leg.outcome !== Outcome.NotSettled) {
      factors.push(gradedReturn(leg.outcome, odds));
      continue;
    }
    const priced = priceLeg(
      ctx.feed,
      snap,
      { matchId: leg.matchId, marketId: leg.marketId, optionType: leg.optionType },
      'en',
    );
    if (!priced || !priced.bettable) return null;
    const chance = fairChance(priced.line, leg.optionType);
    if (chance === null) return null;
    factors.push(odds * chance);
  }
  const subBets = seriesCombinations(order.legs.length, order.seriesValue);
  const value = subBets.reduce((sum, legs) => sum + legs.reduce((p, i) => p * factors[i]!, 1), 0) / subBets.length;
  const unit = Math.floor(value * (1 - CASH_OUT_MARGIN) * 1000);
  return unit > 0 ? unit : null;
}

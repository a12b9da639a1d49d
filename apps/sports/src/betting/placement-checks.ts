import type { SportsTextLanguage } from '@matchday/contract';
import type { Feed } from '../feed/feed.js';
import type { Snapshot } from '../schedule/snapshot.js';
import { priceLeg, type LegRequest, type PricedLeg } from './selection.js';
import { oddsToThousandths, priceAcceptable } from './units.js';
import { SportsFailure } from '../errors.js';

/** A selection as sent with a bet: `odds` the European price the member saw, `oddsFormat` how they saw it. */
export interface AskedLeg extends LegRequest {
  odds: number;
  oddsFormat: number;
}

/** A selection the platform will take, at `odds` (thousandths): the current price when the setting allows it. */
export interface TakenLeg {
  priced: PricedLeg;
  odds: number;
  oddsFormat: number;
}

const ODDS_FORMATS: ReadonlySet<number> = new Set([1, 2]);

/**
 * Checks every selection of a slip against the feed now: known, open, and priced within the
 * member's odds-change setting (§6.5). The first failure fails the call, naming the selection.
 */
export function takeLegs(
  feed: Feed,
  snap: Snapshot,
  asked: readonly AskedLeg[],
  oddsChange: number,
  lang: SportsTextLanguage,
  field: string,
): TakenLeg[] {
  return asked.map((leg, i) => {
    const where = `${field}[${i}]`;
    if (!ODDS_FORMATS.has(leg.oddsFormat)) throw new SportsFailure('wrongOddsType', where);
    const priced = priceLeg(feed, snap, leg, lang);
    if (!priced || !priced.bettable) throw new SportsFailure('marketClosed', where);
    const current = oddsToThousandths(priced.option.od);
    if (!priceAcceptable(oddsToThousandths(leg.odds), current, oddsChange))
      throw new SportsFailure('oddsChanged', where);
    return { priced, odds: current, oddsFormat: leg.oddsFormat };
  });
}

/** A parlay's legs: distinct matches, each allowed in parlays (`au`). */
export function checkParlayLegs(legs: readonly TakenLeg[]): void {
  const matches = new Set<number>();
  legs.forEach((leg, i) => {
    if (leg.priced.line.au !== 1) throw new SportsFailure('notAllowedInParlay', `betOptionList[${i}]`);
    if (matches.has(leg.priced.matchId)) throw new SportsFailure('sameMatchInParlay', `betOptionList[${i}]`);
    matches.add(leg.priced.matchId);
  });
}

/** k-folds need 2 ≤ k ≤ n; the full system (0) needs 3 legs. */
export function checkSeriesValue(legs: number, seriesValue: number, index: number): void {
  const fits = seriesValue === 0 ? legs >= 3 : seriesValue >= 2 && seriesValue <= legs;
  if (!fits) throw new SportsFailure('invalidParameter', `betMultipleData[${index}].seriesValue`);
}

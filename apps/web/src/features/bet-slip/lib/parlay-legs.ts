import { isBettable, type SlipSelection } from '@/shared/bet-slip/bet-slip-store';

/** Why a selection is left out of the parlay. */
export type LegExclusion = 'notBettable' | 'noParlay' | 'sameMatch';

/**
 * The parlay's legs (§6.1, §6.4): bettable selections allowed in parlays (`au == 1`), one per
 * match, the first on the slip winning, as the platform counts them when it offers the series.
 */
export function parlayLegs(selections: readonly SlipSelection[]): {
  legs: SlipSelection[];
  excluded: Record<string, LegExclusion>;
} {
  const excluded: Record<string, LegExclusion> = {};
  const bettable = selections.filter((s) => {
    if (!isBettable(s)) excluded[s.key] = 'notBettable';
    return isBettable(s);
  });
  const legs = bettable.filter((s, i) => {
    if (bettable.findIndex((o) => o.matchId === s.matchId) !== i) excluded[s.key] = 'sameMatch';
    else if (s.au !== 1) excluded[s.key] = 'noParlay';
    return excluded[s.key] === undefined;
  });
  return { legs, excluded };
}

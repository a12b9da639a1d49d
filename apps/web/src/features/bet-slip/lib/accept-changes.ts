import { useBetSlip, type SlipSelection } from '@/shared/bet-slip/bet-slip-store';
import { priceMove, type Quote } from './slip-quotes';

/** Selections whose price moved since the member accepted it. */
export const movedSelections = (selections: readonly SlipSelection[], quotes: Readonly<Record<string, Quote>>) =>
  selections.filter((s) => priceMove(s.od, quotes[s.key]) !== null);

/** "Accept changes": the slip takes the current prices (and lines and parlay flags) as the member's own. */
export function acceptChanges(selections: readonly SlipSelection[], quotes: Readonly<Record<string, Quote>>): void {
  const slip = useBetSlip.getState();
  for (const s of movedSelections(selections, quotes)) {
    const q = quotes[s.key]!;
    slip.update(s.key, { od: q.od!, ss: q.ss, li: q.li, au: q.au ?? s.au });
  }
}

/** Takes suspended and closed selections off the slip (after "market closed"). */
export function removeUnavailable(selections: readonly SlipSelection[], quotes: Readonly<Record<string, Quote>>): void {
  useBetSlip.getState().removeMany(selections.filter((s) => (quotes[s.key]?.ss ?? s.ss) !== 1).map((s) => s.key));
}

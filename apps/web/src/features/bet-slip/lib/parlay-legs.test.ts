import { describe, expect, it } from 'vitest';
import { selectionKey, type SlipSelection } from '@/shared/bet-slip/bet-slip-store';
import { slipPick } from '@/shared/bet-slip/slip-pick.test-support';
import { parlayLegs } from './parlay-legs';

const sel = (marketId: number, over: Partial<SlipSelection> = {}): SlipSelection => {
  const p = slipPick(marketId, over);
  return { ...p, key: selectionKey(p.marketId, p.optionType) };
};

describe('parlay legs', () => {
  it('takes bettable selections allowed in parlays, one per match, the first on the slip', () => {
    const { legs, excluded } = parlayLegs([
      sel(1, { matchId: 7 }),
      sel(2, { matchId: 7 }),
      sel(3, { matchId: 8 }),
      sel(4, { matchId: 9, au: 0 }),
      sel(5, { matchId: 10, ss: 0 }),
    ]);
    expect(legs.map((l) => l.key)).toEqual(['1_1', '3_1']);
    expect(excluded).toEqual({ '2_1': 'sameMatch', '4_1': 'noParlay', '5_1': 'notBettable' });
  });

  it('counts the match of a suspended selection free for another one', () => {
    const { legs } = parlayLegs([sel(1, { matchId: 7, ss: 0 }), sel(2, { matchId: 7 }), sel(3, { matchId: 8 })]);
    expect(legs.map((l) => l.key)).toEqual(['2_1', '3_1']);
  });

  it('lets a no-parlay first selection of a match keep the match out, as the platform does', () => {
    const { legs, excluded } = parlayLegs([sel(1, { matchId: 7, au: 0 }), sel(2, { matchId: 7 })]);
    expect(legs).toEqual([]);
    expect(excluded).toEqual({ '1_1': 'noParlay', '2_1': 'sameMatch' });
  });
});

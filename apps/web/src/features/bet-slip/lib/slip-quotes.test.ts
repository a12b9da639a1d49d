import { describe, expect, it } from 'vitest';
import { selectionKey, type SlipSelection } from '@/shared/bet-slip/bet-slip-store';
import { slipPick } from '@/shared/bet-slip/slip-pick.test-support';
import { liveSelection, moveBlocks, priceMove, readJumpLine } from './slip-quotes';

const sel = (marketId: number, over: Partial<SlipSelection> = {}): SlipSelection => {
  const p = slipPick(marketId, over);
  return { ...p, key: selectionKey(p.marketId, p.optionType) };
};
const op = (od: number) => ({ na: 'Alpha', nm: '1', ty: 1, od });

describe('readJumpLine', () => {
  it('reads one answer per asked selection, in order, stakes into minor units', () => {
    const book = readJumpLine([sel(1), sel(2), sel(3)], {
      bms: [
        { mid: 1, ss: 1, op: op(1.9), smin: 10, smax: 4000.5, au: 1, ip: 1 },
        { mid: 2, ss: -1 },
        { mid: 9, ss: 0, op: op(2.1), smin: 10, smax: 10, au: 0, ip: 0, omid: 3 },
      ],
      sos: [{ sn: 2, in: 1, sodd: 3.8, mi: 1, mx: 50 }],
      mon: 10,
      msl: 10,
    });
    expect(book.quotes['1_1']).toEqual({ ss: 1, od: 1.9, li: null, smin: 1000, smax: 400050, au: 1, ip: true });
    expect(book.quotes['2_1']).toMatchObject({ ss: -1, od: null, smin: null, smax: null });
    expect(book.quotes['3_1']).toMatchObject({ ss: 0, od: 2.1, au: 0 });
    expect(book.moved).toEqual([{ key: '3_1', marketId: 9 }]);
    expect(book.series).toHaveLength(1);
  });

  it('ignores an answer that is not for the selection asked in its place', () => {
    expect(readJumpLine([sel(1)], { bms: [{ mid: 5, ss: 1 }], mon: 10, msl: 10 }).quotes).toEqual({});
  });
});

describe('price moves and the odds-change setting', () => {
  const q = (od: number, ss: 1 | 0 | -1 = 1) => ({
    ss,
    od,
    li: null,
    smin: null,
    smax: null,
    au: 1 as const,
    ip: false,
  });
  it('compares the price now with the accepted one', () => {
    expect(priceMove(1.85, q(1.9))).toBe('up');
    expect(priceMove(1.85, q(1.8))).toBe('down');
    expect(priceMove(1.85, q(1.85))).toBeNull();
    expect(priceMove(1.85, q(1.9, 0))).toBeNull();
    expect(priceMove(1.85, undefined)).toBeNull();
  });

  it('blocks placing by setting: 0 any change, 1 a drop only, 2 never', () => {
    expect([moveBlocks(0, 'up'), moveBlocks(0, 'down'), moveBlocks(0, null)]).toEqual([true, true, false]);
    expect([moveBlocks(1, 'up'), moveBlocks(1, 'down')]).toEqual([false, true]);
    expect([moveBlocks(2, 'up'), moveBlocks(2, 'down')]).toEqual([false, false]);
  });

  it('takes status and parlay flag from the refresh', () => {
    expect(liveSelection(sel(1), { ...q(1.9, 0), au: 0 })).toMatchObject({ ss: 0, au: 0, od: 1.85 });
  });
});

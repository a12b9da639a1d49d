import { seriesReturn, singleReturn } from '@matchday/core';
import { describe, expect, it } from 'vitest';
import { selectionKey, type SlipSelection } from '@/shared/bet-slip/bet-slip-store';
import { slipPick } from '@/shared/bet-slip/slip-pick.test-support';
import {
  fingerprint,
  parlayBody,
  placementTotals,
  singlesBody,
  trackOrders,
  type ParlayRequest,
  type SinglesRequest,
} from './placement';

const sel = (marketId: number, over: Partial<SlipSelection> = {}): SlipSelection => {
  const p = slipPick(marketId, over);
  return { ...p, key: selectionKey(p.marketId, p.optionType) };
};
const settings = { oddsChange: 1 as const, oddsFormat: 2 as const };
const singles: SinglesRequest = {
  kind: 'singles',
  items: [
    { selection: sel(1), stake: 1050 },
    { selection: sel(2, { od: 2.5 }), stake: 1000 },
  ],
};
const parlay: ParlayRequest = {
  kind: 'parlay',
  legs: [sel(1), sel(2), sel(3)],
  series: [
    { sn: 2, stake: 500, subBets: 3 },
    { sn: 0, stake: 100, subBets: 4 },
  ],
};
const order = (id: string, tr?: string) => ({
  id,
  st: 0,
  ops: [{ mid: '1', od: '1.85', of: 1, bod: '1.85', ...(tr ? { tr } : {}) }],
});

describe('placementTotals', () => {
  it('counts the bets and sums the stakes and returns of singles, and of each series at its sub-bets', () => {
    const legs = parlay.legs.map((l) => l.od);
    expect(placementTotals(singles)).toEqual({
      bets: 2,
      stake: 2050,
      potentialReturn: singleReturn(1050, singles.items[0]!.selection.od) + singleReturn(1000, 2.5),
    });
    expect(placementTotals(parlay)).toEqual({
      bets: 2,
      stake: 500 * 3 + 100 * 4,
      potentialReturn: seriesReturn(500, legs, 2) + seriesReturn(100, legs, 0),
    });
  });
});

describe('placement bodies', () => {
  it('sends singles in major units with the European price, the format seen, matchId and the key', () => {
    expect(singlesBody(singles, settings, 'slip-key-1')).toEqual({
      singleBetList: [
        {
          unitStake: 10.5,
          oddsChange: 1,
          betOptionList: [{ matchId: 901, marketId: 1, optionType: 1, odds: 1.85, oddsFormat: 2 }],
          thirdRemark: '1_1',
        },
        {
          unitStake: 10,
          oddsChange: 1,
          betOptionList: [{ matchId: 902, marketId: 2, optionType: 1, odds: 2.5, oddsFormat: 2 }],
          thirdRemark: '2_1',
        },
      ],
      requestKey: 'slip-key-1',
    });
  });

  it('sends a parlay with a stake per sub-bet for each series', () => {
    const body = parlayBody(parlay, settings, 'slip-key-2');
    expect(body.betOptionList.map((o) => o.marketId)).toEqual([1, 2, 3]);
    expect(body.betMultipleData).toEqual([
      { seriesValue: 2, unitStake: 5, oddsChange: 1, thirdRemark: 'series-2' },
      { seriesValue: 0, unitStake: 1, oddsChange: 1, thirdRemark: 'series-0' },
    ]);
  });

  it('fingerprints what is placed, so only the same bets reuse a key', () => {
    expect(fingerprint(singles, settings)).toBe(fingerprint({ ...singles }, settings));
    expect(fingerprint(singles, settings)).not.toBe(
      fingerprint({ kind: 'singles', items: [singles.items[0]!] }, settings),
    );
    expect(fingerprint(singles, settings)).not.toBe(fingerprint(singles, { ...settings, oddsChange: 2 }));
  });
});

describe('tracking placed orders', () => {
  it('pairs singles with their selection by the echoed remark, else by order', () => {
    const tracked = trackOrders(singles, [order('b', '2_1'), order('a', '1_1')], (k) => k === '2_1');
    expect(tracked.map((o) => [o.oid, o.keys, o.stake, o.inPlay])).toEqual([
      ['b', ['2_1'], 1000, true],
      ['a', ['1_1'], 1050, false],
    ]);
    expect(trackOrders(singles, [order('x'), order('y')], () => false).map((o) => o.keys[0])).toEqual(['1_1', '2_1']);
  });

  it('gives a parlay order every leg and its series’ whole stake', () => {
    const tracked = trackOrders(parlay, [order('p0', 'series-0'), order('p2', 'series-2')], () => false);
    expect(tracked.map((o) => [o.oid, o.sn, o.stake, o.keys.length, o.single])).toEqual([
      ['p0', 0, 400, 3, false],
      ['p2', 2, 1500, 3, false],
    ]);
  });
});

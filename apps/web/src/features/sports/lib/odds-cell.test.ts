import type { MarketGroup, SportsMatch } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { listHasDraw, mainMarkets, marketKind, matchScore, optionLine, priceDirection } from './odds-cell';

const op = (ty: number, od: number, li?: string) => ({ na: String(ty), nm: String(ty), ty, od, ...(li ? { li } : {}) });
const group = (
  mty: number,
  pe: number,
  ops: ReturnType<typeof op>[],
  li?: string,
  ss: 1 | 0 | -1 = 1,
): MarketGroup => ({
  mty,
  pe,
  nm: '',
  tps: ['p'],
  mks: [{ id: mty * 10 + pe, ss, au: 1, mbl: 1, op: ops, ...(li ? { li } : {}) }],
});

const match = (mg: MarketGroup[], extra: Partial<SportsMatch> = {}): SportsMatch =>
  ({
    id: 7,
    sid: 1,
    ty: 2,
    nm: 'A vs B',
    bt: 0,
    ms: 5,
    ss: 1,
    lg: { id: 3, na: 'Premier' },
    ts: [],
    nsg: [],
    mg,
    tms: 0,
    tps: [],
    as: [],
    ...extra,
  }) as unknown as SportsMatch;

const soccer = [
  group(1005, 1001, [op(1, 1.85), op(3, 3.4), op(2, 4.2)]),
  group(1000, 1001, [op(1, 1.9, '-1/1.5'), op(2, 1.91, '+1/1.5')], '-1/1.5'),
  group(1007, 1001, [op(4, 2.5, '4/4.5'), op(5, 1.5, '4/4.5')], '4/4.5'),
  group(1005, 1002, [op(1, 2.6), op(3, 2.1), op(2, 5)]),
];

describe('odds cells', () => {
  it('reads each market kind from its selections', () => {
    expect(soccer.slice(0, 3).map(marketKind)).toEqual(['winner', 'handicap', 'total']);
    expect(marketKind(group(1008, 1001, [op(7, 1.9), op(6, 1.9)]))).toBeNull();
  });

  it('shows European prices with two decimals, in the order of the rows (home, away, draw), full time first', () => {
    const m = mainMarkets(match(soccer), 1);
    expect(m.winner?.map((c) => c.text)).toEqual(['1.85', '4.20', '3.40']);
    expect(m.total?.map((c) => [c.line, c.text])).toEqual([
      ['4/4.5', '2.50'],
      ['4/4.5', '1.50'],
    ]);
  });

  it('shows Hong Kong prices as European minus 1 with one trailing zero trimmed (core rule)', () => {
    const m = mainMarkets(match(soccer), 2);
    expect(m.winner?.map((c) => c.text)).toEqual(['0.85', '3.2', '2.4']);
    expect(m.total?.map((c) => c.text)).toEqual(['1.5', '0.5']);
  });

  it('signs handicap lines in every odds format, quarter lines around zero included', () => {
    expect(mainMarkets(match(soccer), 1).handicap?.map((c) => c.line)).toEqual(['-1/1.5', '+1/1.5']);
    expect(mainMarkets(match(soccer), 2).handicap?.map((c) => c.line)).toEqual(['-1/1.5', '+1/1.5']);
    const level = group(1000, 1001, [op(1, 1.9, '-0/0.5'), op(2, 1.95, '+0/0.5')], '-0/0.5');
    expect(mainMarkets(match([level]), 2).handicap?.map((c) => c.line)).toEqual(['-0/0.5', '+0/0.5']);
    expect(mainMarkets(match(soccer), 1).total?.map((c) => c.line)).toEqual(['4/4.5', '4/4.5']);
  });

  it('mirrors the market line for the away side when its option carries none', () => {
    expect(optionLine({ ty: 1 }, { li: '-0/0.5' }, true)).toBe('-0/0.5');
    expect(optionLine({ ty: 2 }, { li: '-0/0.5' }, true)).toBe('+0/0.5');
    expect(optionLine({ ty: 2, li: '0/0.5' }, { li: '-0/0.5' }, true)).toBe('+0/0.5');
    expect(optionLine({ ty: 4 }, { li: '2.5' }, false)).toBe('2.5');
    expect(optionLine({ ty: 1 }, {}, true)).toBeUndefined();
  });

  it('keeps a draw row for a list when any of its rows prices a draw', () => {
    expect(listHasDraw([match(soccer)])).toBe(true);
    expect(listHasDraw([match(soccer.slice(1, 3))])).toBe(false);
    expect(listHasDraw([match(soccer)], 1003)).toBe(false);
  });

  it('locks negative prices and every price of a suspended line', () => {
    const locked = mainMarkets(match([group(1005, 1001, [op(1, -1.85), op(3, 3.4), op(2, 4.2)])]), 1).winner;
    expect(locked?.map((c) => c.text)).toEqual([null, '4.20', '3.40']);
    const suspended = mainMarkets(
      match([group(1005, 1001, [op(1, 1.85), op(3, 3.4), op(2, 4.2)], undefined, 0)]),
      2,
    ).winner;
    expect(suspended?.every((c) => c.text === null && c.od < 0)).toBe(true);
  });

  it('keys cells by match, line and selection so changes can be tracked', () => {
    expect(mainMarkets(match(soccer), 1).winner?.[0]?.key).toBe(`7:${1005 * 10 + 1001}:1`);
  });

  it('carries each price as a slip selection: ids, the European price whatever the format, line and status', () => {
    const cell = mainMarkets(
      match(soccer, {
        ts: [
          { id: 1, na: 'Reds', lurl: '' },
          { id: 2, na: 'Blues', lurl: '' },
        ],
      }),
      2,
    ).handicap?.[1];
    expect(cell?.pick).toMatchObject({
      matchId: 7,
      marketId: 1000 * 10 + 1001,
      optionType: 2,
      od: 1.91,
      li: '+1/1.5',
      league: 'Premier',
      home: 'Reds',
      away: 'Blues',
      ss: 1,
      au: 1,
    });
  });
});

describe('price direction', () => {
  it('flashes up or down only between two open prices', () => {
    expect(priceDirection(1.8, 1.9)).toBe('up');
    expect(priceDirection(1.9, 1.8)).toBe('down');
    expect(priceDirection(1.9, 1.9)).toBeNull();
    expect(priceDirection(undefined, 1.9)).toBeNull();
    expect(priceDirection(-1.9, 1.8)).toBeNull();
    expect(priceDirection(1.9, -1.8)).toBeNull();
  });
});

describe('score', () => {
  it('takes the total score at the whole-match period', () => {
    const m = match([], {
      nsg: [
        { pe: 1002, tyg: 5, sc: [1, 0] },
        { pe: 1000, tyg: 5, sc: [2, 1] },
        { pe: 1000, tyg: 7, sc: [3, 0] },
      ],
    });
    expect(matchScore(m)).toEqual([2, 1]);
    expect(matchScore(match([]))).toBeNull();
  });
});

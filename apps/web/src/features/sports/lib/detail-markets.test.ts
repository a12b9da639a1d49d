import type { MarketGroup, SportsMatch } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { ALL_MARKETS, marketTabs, periodSections } from './detail-markets';
import { fillNames } from './option-names';

const op = (ty: number, od: number, na: string, li?: string) => ({ na, nm: na, ty, od, ...(li ? { li } : {}) });
const group = (
  mty: number,
  pe: number,
  nm: string,
  tps: string[],
  lines: Array<{ id: number; ss?: 1 | 0 | -1; li?: string; op: ReturnType<typeof op>[] }>,
): MarketGroup => ({
  mty,
  pe,
  nm,
  tps,
  mks: lines.map((l) => ({ id: l.id, ss: l.ss ?? 1, au: 1, op: l.op, ...(l.li ? { li: l.li } : {}) })),
});

const detail = (mg: MarketGroup[]): SportsMatch =>
  ({
    id: 9,
    sid: 1,
    ty: 2,
    nm: 'Reds vs Blues',
    bt: 0,
    ms: 4,
    ss: 1,
    lg: { id: 3, na: 'Premier' },
    ts: [
      { id: 1, na: 'Reds', lurl: '' },
      { id: 2, na: 'Blues', lurl: '' },
    ],
    nsg: [],
    mg,
    tms: 0,
    tps: ['p', 'h', 'f', 'cs'],
    as: [],
  }) as unknown as SportsMatch;

const soccer = detail([
  group(1005, 1001, '1X2', ['p'], [{ id: 1, op: [op(1, 2.4, '{H}'), op(2, 4.25, '{A}'), op(3, 2.5, 'Draw')] }]),
  group(
    1005,
    1002,
    '1st Half 1X2',
    ['p', 'f'],
    [{ id: 2, op: [op(1, 3.1, '{H}'), op(3, 1.95, 'Draw'), op(2, 5, '{A}')] }],
  ),
  group(
    1000,
    1001,
    'Handicap',
    ['p', 'h'],
    [
      { id: 3, li: '-0.5', op: [op(1, 1.9, '{H}', '-0.5'), op(2, 1.95, '{A}', '+0.5')] },
      { id: 4, ss: -1, li: '-2.5', op: [op(1, -1, '{H}', '-2.5'), op(2, -1, '{A}', '+2.5')] },
    ],
  ),
  group(
    1007,
    1002,
    '1st Half Over/Under',
    ['p', 'h', 'f'],
    [{ id: 5, ss: 0, li: '1', op: [op(4, 1.8, 'Over 1'), op(5, 2.0, 'Under 1')] }],
  ),
  group(
    1099,
    1001,
    'Correct Score',
    ['cs'],
    [{ id: 6, op: [op(110, 7.5, '1-0'), op(100, 9, '0-0'), op(101, 11, '0-1'), op(120, 12, '2-0')] }],
  ),
  group(1027, 1001, 'Both Teams to Score', ['s'], [{ id: 7, ss: -1, op: [op(8, -1, 'Yes'), op(9, -1, 'No')] }]),
]);

describe('detail markets', () => {
  it('groups every market by period, full time before the first half, feed order kept inside', () => {
    const sections = periodSections(soccer, ALL_MARKETS, 1);
    expect(sections.map((s) => s.pe)).toEqual([1001, 1002]);
    expect(sections[0]?.markets.map((m) => m.key)).toEqual(['1005_1001', '1000_1001', '1099_1001']);
    expect(sections[1]?.markets.map((m) => m.name)).toEqual(['1st Half 1X2', '1st Half Over/Under']);
  });

  it('keeps only the markets carrying the chosen tag', () => {
    expect(periodSections(soccer, 'f', 1).flatMap((s) => s.markets.map((m) => m.key))).toEqual([
      '1005_1002',
      '1007_1002',
    ]);
    expect(periodSections(soccer, 'cs', 1).flatMap((s) => s.markets.map((m) => m.key))).toEqual(['1099_1001']);
    expect(periodSections(soccer, 'b', 1)).toEqual([]);
  });

  it('leaves out lines not on sale, and a market with no line left', () => {
    const handicap = periodSections(soccer, 'h', 1)[0]?.markets[0];
    expect(handicap?.lines.map((l) => l.id)).toEqual([3]);
    expect(periodSections(soccer, 's', 1)).toEqual([]);
  });

  it('names options with the teams, orders three-way home-draw-away, and locks a suspended line', () => {
    const [fullTime, firstHalf] = periodSections(soccer, ALL_MARKETS, 1);
    expect(fullTime?.markets[0]?.lines[0]?.options.map((o) => [o.label, o.text])).toEqual([
      ['Reds', '2.40'],
      ['Draw', '2.50'],
      ['Blues', '4.25'],
    ]);
    expect(firstHalf?.markets[1]?.lines[0]?.options.map((o) => [o.label, o.text])).toEqual([
      ['Over 1', null],
      ['Under 1', null],
    ]);
  });

  it('prices in Hong Kong odds by the core rule, handicap lines signed in both formats', () => {
    const eu = periodSections(soccer, 'h', 1)[0]?.markets[0]?.lines[0]?.options;
    const hk = periodSections(soccer, 'h', 2)[0]?.markets[0]?.lines[0]?.options;
    expect(eu?.map((o) => [o.line, o.text])).toEqual([
      ['-0.5', '1.90'],
      ['+0.5', '1.95'],
    ]);
    expect(hk?.map((o) => [o.line, o.text])).toEqual([
      ['-0.5', '0.9'],
      ['+0.5', '0.95'],
    ]);
  });

  it('heads the columns of two- and three-way markets with their names once, lines left out', () => {
    const [fullTime, firstHalf] = periodSections(soccer, ALL_MARKETS, 1);
    expect(fullTime?.markets.map((m) => m.columns)).toEqual([['Reds', 'Draw', 'Blues'], ['Reds', 'Blues'], null]);
    expect(firstHalf?.markets[1]?.columns).toEqual(['Over', 'Under']);
    expect(firstHalf?.markets[1]?.lines[0]?.options.map((o) => o.line)).toEqual(['1', '1']);
  });

  it('keeps quarter lines around zero signed on both sides, on every line of the market', () => {
    const quarter = detail([
      group(
        1000,
        1001,
        'Handicap',
        ['h'],
        [
          { id: 1, li: '-0/0.5', op: [op(1, 1.9, '{H}', '-0/0.5'), op(2, 1.95, '{A}', '+0/0.5')] },
          { id: 2, li: '+0/0.5', op: [op(1, 1.7, '{H}', '+0/0.5'), op(2, 2.2, '{A}', '-0/0.5')] },
        ],
      ),
    ]);
    const market = periodSections(quarter, ALL_MARKETS, 2)[0]?.markets[0];
    expect(market?.columns).toEqual(['Reds', 'Blues']);
    expect(market?.lines.map((l) => l.options.map((o) => o.line))).toEqual([
      ['-0/0.5', '+0/0.5'],
      ['+0/0.5', '-0/0.5'],
    ]);
  });

  it('keys options like the list so a price change flashes on both', () => {
    expect(periodSections(soccer, ALL_MARKETS, 1)[0]?.markets[0]?.lines[0]?.options[0]?.key).toBe('9:1:1');
  });

  it('gives every option its slip selection with names filled in', () => {
    const option = periodSections(soccer, ALL_MARKETS, 1)[0]?.markets[0]?.lines[0]?.options[0];
    expect(option?.pick).toMatchObject({ matchId: 9, marketId: 1, league: 'Premier', home: 'Reds', away: 'Blues' });
    expect(option?.pick.optionName).not.toContain('{H}');
  });

  it('offers "all" and a tab per tag of the match', () => {
    expect(marketTabs(soccer)).toEqual(['all', 'p', 'h', 'f', 'cs']);
  });

  it('fills team and line placeholders', () => {
    expect(fillNames('{H} to win by {L}', soccer, '2')).toBe('Reds to win by 2');
    expect(fillNames('{A}', soccer)).toBe('Blues');
  });
});

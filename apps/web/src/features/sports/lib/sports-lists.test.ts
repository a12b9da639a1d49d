import type { SportsResultRecord } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { groupByRegion, parseLeagueIds } from './league-groups';
import { marketTabPeriod, marketTabsOf } from './market-tabs';
import { finalScore } from '@/shared/sports/final-score';
import { resultItems } from './result-rows';
import { pickSport, readSportsParams, writeSportsParams } from './sports-search';

const league = (id: number, rnm: string, or: number) => ({ id, rnm, or, na: `L${id}` });
const result = (id: number, leagueId: number, nsg: SportsResultRecord['nsg'] = []): SportsResultRecord =>
  ({
    id,
    bt: 0,
    ms: 0,
    sid: 1,
    lg: { id: leagueId, na: `League ${leagueId}` },
    ts: [
      { id: 1, na: 'A', lurl: '' },
      { id: 2, na: 'B', lurl: '' },
    ],
    nsg,
  }) as unknown as SportsResultRecord;

describe('league dropdown', () => {
  it('groups leagues by region name, regions as they come, leagues by rank', () => {
    const groups = groupByRegion([league(3, 'Ivelstan', 2), league(5, 'Dunstan', 1), league(1, 'Ivelstan', 1)]);
    expect(groups.map((g) => [g.region, g.leagues.map((l) => l.id)])).toEqual([
      ['Ivelstan', [1, 3]],
      ['Dunstan', [5]],
    ]);
  });

  it('reads league ids from the URL, ignoring junk', () => {
    expect(parseLeagueIds([1001, 'x', -2, 1002])).toEqual([1001, 1002]);
    expect(parseLeagueIds(1001)).toEqual([1001]);
    expect(parseLeagueIds('1001')).toEqual([1001]);
    expect(parseLeagueIds(undefined)).toEqual([]);
  });
});

describe('market tabs (contract §5.7)', () => {
  it('gives soccer and basketball a first-half tab, other sports none', () => {
    expect(marketTabsOf(1).map((t) => t.pe)).toEqual([1001, 1002]);
    expect(marketTabPeriod(3, 'firstHalf')).toBe(3003);
    expect(marketTabPeriod(3, undefined)).toBe(3001);
    expect(marketTabPeriod(5, 'firstHalf')).toBeUndefined();
  });
});

describe('results list', () => {
  it('puts a heading with its count before each league', () => {
    const items = resultItems([result(1, 10), result(2, 10), result(3, 20)]);
    expect(items.map((i) => (i.kind === 'league' ? `lg ${i.leagueId} (${i.count})` : `m ${i.record.id}`))).toEqual([
      'lg 10 (2)',
      'm 1',
      'm 2',
      'lg 20 (1)',
      'm 3',
    ]);
  });

  it('reads the final score from the whole-match score entry', () => {
    expect(
      finalScore(
        result(1, 10, [
          { pe: 1002, tyg: 5, sc: [1, 0] },
          { pe: 1000, tyg: 6, sc: [4, 4] },
          { pe: 1000, tyg: 5, sc: [2, 1] },
        ]),
      ),
    ).toEqual([2, 1]);
    expect(finalScore(result(1, 10))).toBeNull();
  });
});

describe('sports URL params', () => {
  it('reads known values and falls back to defaults', () => {
    expect(readSportsParams({ view: 'results', sport: 3, leagues: [1, 2], range: 'yesterday', q: 'Hà Nội' })).toEqual({
      view: 'results',
      sport: 3,
      leagues: [1, 2],
      tab: undefined,
      range: 'yesterday',
      q: 'Hà Nội',
    });
    expect(readSportsParams({ view: 'nope', sport: 'x', range: 'never' })).toMatchObject({
      view: 'all',
      sport: 1,
      range: 'today',
      q: '',
    });
  });

  it('writes only what is set', () => {
    expect(writeSportsParams({ view: 'all', sport: 1, leagues: [], tab: undefined, range: 'today', q: '' })).toEqual({
      view: 'all',
      sport: 1,
    });
    expect(
      writeSportsParams({ view: 'results', sport: 3, leagues: [7], tab: 'firstHalf', range: 'last7', q: '' }),
    ).toEqual({ view: 'results', sport: 3, leagues: [7], tab: 'firstHalf', range: 'last7' });
  });

  it('keeps the requested sport when the view has it, else its first sport', () => {
    expect(pickSport([3, 1], 1)).toBe(1);
    expect(pickSport([3, 5], 1)).toBe(3);
    expect(pickSport([], 7)).toBe(7);
  });
});

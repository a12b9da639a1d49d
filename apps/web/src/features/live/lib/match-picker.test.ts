import { describe, expect, it } from 'vitest';
import { coverTagForSport, findMatches, pickableMatches, sportsOf } from './match-picker';

const team = (na: string) => ({ id: 1, na, lurl: '' });
const match = (id: number, sid: number, ms: number, bt: number, home: string, away: string, league = 'V.League 1') => ({
  id,
  sid,
  ty: 2,
  nm: `${home} vs ${away}`,
  ts: [team(home), team(away)],
  lg: { id: 1, na: league, or: 1, lurl: '', sid, rid: 1, rnm: '', rlg: '', hot: false, slid: 1 },
  bt,
  ms,
});

describe('match picker', () => {
  const records = [
    match(3, 1, 4, 3_000, 'Hà Nội FC', 'Công An Hà Nội'),
    match(1, 3, 4, 1_000, 'Saigon Heat', 'Hanoi Buffaloes', 'VBA'),
    match(2, 1, 5, 500, 'Viettel', 'Nam Định'),
    match(4, 1, 0, 100, 'Ended FC', 'Over FC'),
    { ...match(5, 1, 4, 50, 'Outright', ''), ty: 1 },
  ];

  it('lists regular matches in play first, then upcoming by kick-off; ended and outrights are left out', () => {
    const list = pickableMatches(records);
    expect(list.map((m) => m.id)).toEqual([2, 1, 3]);
    expect(list[0]).toEqual({
      id: 2,
      sportId: 1,
      label: 'Viettel – Nam Định',
      league: 'V.League 1',
      kickoff: 500,
      live: true,
    });
    expect(sportsOf(list)).toEqual([1, 3]);
  });

  it('finds by team or league, without accents, within a sport', () => {
    const list = pickableMatches(records);
    expect(findMatches(list, null, 'ha noi').map((m) => m.id)).toEqual([3]);
    expect(findMatches(list, null, 'hanoi').map((m) => m.id)).toEqual([1]);
    expect(findMatches(list, 1, 'HA NOI').map((m) => m.id)).toEqual([3]);
    expect(findMatches(list, null, 'vba').map((m) => m.id)).toEqual([1]);
    expect(findMatches(list, 3, '').map((m) => m.id)).toEqual([1]);
  });

  it('suggests the cover tag of the match’s sport', () => {
    expect(coverTagForSport(1)).toBe(1);
    expect(coverTagForSport(3)).toBe(2);
    expect(coverTagForSport(2)).toBeNull();
  });
});

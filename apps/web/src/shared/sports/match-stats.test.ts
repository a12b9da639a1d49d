import { describe, expect, it } from 'vitest';
import { statGroups } from './match-stats';

describe('match statistics', () => {
  it('reads each score type, the whole match first then periods in order, the repeated full-time total once', () => {
    const groups = statGroups(
      [
        { pe: 1003, tyg: 5, sc: [1, 0] },
        { pe: 1000, tyg: 5, sc: [2, 2] },
        { pe: 1002, tyg: 5, sc: [1, 2] },
        { pe: 1001, tyg: 5, sc: [2, 2] },
        { pe: 1000, tyg: 7, sc: [1, 0] },
        { pe: 1000, tyg: 6, sc: [5, 3] },
      ],
      1,
    );
    expect(groups.map((g) => g.tyg)).toEqual([5, 7, 6]);
    expect(groups[0]?.rows.map((r) => [r.pe, r.total, r.home, r.away])).toEqual([
      [1000, true, 2, 2],
      [1002, false, 1, 2],
      [1003, false, 1, 0],
    ]);
    expect(groups[2]?.rows).toEqual([{ pe: 1000, total: true, home: 5, away: 3 }]);
  });

  it("takes the sport's own total codes: basketball quarters under the 3000 total", () => {
    const [score] = statGroups(
      [
        { pe: 3005, tyg: 5, sc: [27, 30] },
        { pe: 3000, tyg: 5, sc: [44, 53] },
      ],
      3,
    );
    expect(score?.rows.map((r) => r.total)).toEqual([true, false]);
  });
});

import { describe, expect, test } from 'vitest';
import { correctScoreType as cs, Selection as Ty } from '../odds/labels.js';
import { gradeSelection } from './grade-selection.js';
import { matchResult } from './match-result.js';
import type { MatchResult } from './match-result.js';
import { Outcome as O } from './outcome.js';
import { check, played } from './results.test-support.js';
import { SettlementError } from '../errors.js';

describe('soccer (1): 1-0 at half-time, 1-0 full time', () => {
  check(
    played(1, [
      [1, 0],
      [0, 0],
    ]),
    [
      ['1X2 home', 1005, 1001, Ty.Home, undefined, O.Won],
      ['1X2 draw', 1005, 1001, Ty.Draw, undefined, O.Lost],
      ['1X2 away', 1005, 1001, Ty.Away, undefined, O.Lost],
      ['1st half 1X2 home', 1005, 1002, Ty.Home, undefined, O.Won],
      ['home -0.75 winning by one: won half', 1000, 1001, Ty.Home, '-0.5/1', O.WonHalf],
      ['away +0.75 losing by one: lost half', 1000, 1001, Ty.Away, '+0.5/1', O.LostHalf],
      ['home -1 winning by one: push', 1000, 1001, Ty.Home, '-1', O.Void],
      ['away +1 losing by one: push', 1000, 1001, Ty.Away, '+1', O.Void],
      ['home -1.25 winning by one: lost half', 1000, 1001, Ty.Home, '-1/1.5', O.LostHalf],
      ['away +1.25 losing by one: won half', 1000, 1001, Ty.Away, '+1/1.5', O.WonHalf],
      ['home -1.5 winning by one: lost', 1000, 1001, Ty.Home, '-1.5', O.Lost],
      ['home -0.5 winning by one: won', 1000, 1001, Ty.Home, '-0.5', O.Won],
      ['over 0.75 with 1 goal: won half', 1007, 1001, Ty.Over, '0.5/1', O.WonHalf],
      ['under 1 with 1 goal: push', 1007, 1001, Ty.Under, '1', O.Void],
      ['1st half over 1.25 with 1 goal: lost half', 1007, 1002, Ty.Over, '1/1.5', O.LostHalf],
      ['odd with 1 goal', 1008, 1001, Ty.Odd, undefined, O.Won],
      ['even with 1 goal', 1008, 1001, Ty.Even, undefined, O.Lost],
      ['both to score: no', 1027, 1001, Ty.No, undefined, O.Won],
      ['both to score: yes', 1027, 1001, Ty.Yes, undefined, O.Lost],
      ['correct score 1-0', 1099, 1001, cs(1, 0), undefined, O.Won],
      ['correct score 0-1', 1099, 1001, cs(0, 1), undefined, O.Lost],
      ['correct score Others', 1099, 1001, Ty.Other, undefined, O.Lost],
      ['1st half correct score 1-0', 1099, 1002, cs(1, 0), undefined, O.Won],
    ],
  );
});

describe('soccer (1): 0-0 at half-time, 1-1 full time', () => {
  check(
    played(1, [
      [0, 0],
      [1, 1],
    ]),
    [
      ['1X2 draw', 1005, 1001, Ty.Draw, undefined, O.Won],
      ['home -0.25 with a draw: lost half', 1000, 1001, Ty.Home, '-0/0.5', O.LostHalf],
      ['away +0.25 with a draw: won half', 1000, 1001, Ty.Away, '+0/0.5', O.WonHalf],
      ['home level (0) with a draw: push', 1000, 1001, Ty.Home, '0', O.Void],
      ['home +0.5 with a draw: won', 1000, 1001, Ty.Home, '+0.5', O.Won],
      ['over 2.25 with 2 goals: lost half', 1007, 1001, Ty.Over, '2/2.5', O.LostHalf],
      ['under 2.25 with 2 goals: won half', 1007, 1001, Ty.Under, '2/2.5', O.WonHalf],
      ['over 2 with 2 goals: push', 1007, 1001, Ty.Over, '2', O.Void],
      ['1st half under 0.5 at 0-0', 1007, 1002, Ty.Under, '0.5', O.Won],
      ['1st half draw', 1005, 1002, Ty.Draw, undefined, O.Won],
      ['1st half home +0.25 at 0-0: won half', 1000, 1002, Ty.Home, '+0/0.5', O.WonHalf],
      ['even with 2 goals', 1008, 1001, Ty.Even, undefined, O.Won],
      ['both to score: yes', 1027, 1001, Ty.Yes, undefined, O.Won],
      ['correct score 1-1', 1099, 1001, cs(1, 1), undefined, O.Won],
      ['1st half correct score 0-0', 1099, 1002, cs(0, 0), undefined, O.Won],
    ],
  );
});

describe('soccer (1): 2-1 at half-time, 5-2 full time', () => {
  check(
    played(1, [
      [2, 1],
      [3, 1],
    ]),
    [
      ['over 2.75 with 3 1st-half goals: won half', 1007, 1002, Ty.Over, '2.5/3', O.WonHalf],
      ['under 2.75 with 3 1st-half goals: lost half', 1007, 1002, Ty.Under, '2.5/3', O.LostHalf],
      ['over 6.5 with 7 goals', 1007, 1001, Ty.Over, '6.5', O.Won],
      ['home -3 winning by three: push', 1000, 1001, Ty.Home, '-3', O.Void],
      ['correct score Others when home scores 5', 1099, 1001, Ty.Other, undefined, O.Won],
      ['correct score 4-2 is not 5-2', 1099, 1001, cs(4, 2), undefined, O.Lost],
      ['1st half correct score 2-1', 1099, 1002, cs(2, 1), undefined, O.Won],
      ['1st half correct score Others', 1099, 1002, Ty.Other, undefined, O.Lost],
    ],
  );
});

describe('soccer (1): 4-4 stays on the correct-score table', () => {
  check(
    played(1, [
      [2, 2],
      [2, 2],
    ]),
    [
      ['correct score 4-4', 1099, 1001, cs(4, 4), undefined, O.Won],
      ['correct score Others', 1099, 1001, Ty.Other, undefined, O.Lost],
    ],
  );
});

describe('e-soccer (177): 0-1 at half-time, 2-1 full time', () => {
  check(
    played(177, [
      [0, 1],
      [2, 0],
    ]),
    [
      ['1X2 home', 177003, 177001, Ty.Home, undefined, O.Won],
      ['1st half 1X2 away', 177003, 177002, Ty.Away, undefined, O.Won],
      ['home -0.75 winning by one: won half', 177001, 177001, Ty.Home, '-0.5/1', O.WonHalf],
      ['1st half home +0.25 losing by one: lost', 177001, 177002, Ty.Home, '+0/0.5', O.Lost],
      ['over 3.25 with 3 goals: lost half', 177002, 177001, Ty.Over, '3/3.5', O.LostHalf],
      ['1st half over 0.75 with 1 goal: won half', 177002, 177002, Ty.Over, '0.5/1', O.WonHalf],
      ['odd with 3 goals', 177007, 177001, Ty.Odd, undefined, O.Won],
      ['both to score: yes', 177021, 177001, Ty.Yes, undefined, O.Won],
      ['correct score 2-1', 177019, 177001, cs(2, 1), undefined, O.Won],
      ['correct score Others', 177019, 177001, Ty.Other, undefined, O.Lost],
    ],
  );
});

describe('ice hockey (2): periods 1-0, 0-2, 1-1 → 2-3', () => {
  check(
    played(2, [
      [1, 0],
      [0, 2],
      [1, 1],
    ]),
    [
      ['1X2 away', 2003, 2001, Ty.Away, undefined, O.Won],
      ['1X2 draw', 2003, 2001, Ty.Draw, undefined, O.Lost],
      ['home +1.5 losing by one', 2001, 2001, Ty.Home, '+1.5', O.Won],
      ['away -1.5 winning by one', 2001, 2001, Ty.Away, '-1.5', O.Lost],
      ['over 4.5 with 5 goals', 2002, 2001, Ty.Over, '4.5', O.Won],
      ['odd with 5 goals', 2004, 2001, Ty.Odd, undefined, O.Won],
      ['both to score: yes', 2019, 2001, Ty.Yes, undefined, O.Won],
      ['correct score 2-3', 2012, 2001, cs(2, 3), undefined, O.Won],
      ['correct score 3-2', 2012, 2001, cs(3, 2), undefined, O.Lost],
    ],
  );
});

describe('voids', () => {
  const cancelled = {
    ...played(1, [
      [2, 0],
      [1, 0],
    ]),
    status: 'cancelled' as const,
  };
  const abandoned = { ...played(3, [[20, 20]]), status: 'abandoned' as const };

  test.each<[string, MatchResult, number, number, number, string | undefined]>([
    ['cancelled soccer 1X2', cancelled, 1005, 1001, Ty.Home, undefined],
    ['cancelled soccer quarter line', cancelled, 1000, 1001, Ty.Home, '-0.5/1'],
    ['cancelled soccer correct score', cancelled, 1099, 1001, cs(3, 0), undefined],
    ['abandoned basketball money line', abandoned, 3004, 3001, Ty.Home, undefined],
    ['abandoned basketball 1st half total', abandoned, 3003, 3003, Ty.Over, '39.5'],
  ])('%s cancels every selection', (_name, result, mty, pe, ty, li) => {
    expect(gradeSelection({ sid: result.sid, mty, pe, ty, ...(li === undefined ? {} : { li }) }, result)).toBe(
      O.Cancelled,
    );
  });

  test('a market whose period the result does not hold is cancelled (regular time with no quarters recorded)', () => {
    const finalOnly = matchResult(3, [{ pe: 3000, tyg: 5, sc: [100, 98] }]);
    expect(gradeSelection({ sid: 3, mty: 3001, pe: 3002, ty: Ty.Home }, finalOnly)).toBe(O.Cancelled);
    expect(gradeSelection({ sid: 3, mty: 3004, pe: 3001, ty: Ty.Home }, finalOnly)).toBe(O.Won);
  });

  test('the full-time score is read at sid·1000 + 1 when sid·1000 is missing', () => {
    expect(
      gradeSelection({ sid: 1, mty: 1005, pe: 1001, ty: Ty.Away }, matchResult(1, [{ pe: 1001, tyg: 5, sc: [0, 2] }])),
    ).toBe(O.Won);
  });
});

describe('outrights', () => {
  const champion = { kind: 'outright' as const, sid: 1, status: 'finished' as const, winnerTeamId: 42 };

  test('the champion wins, every other team loses', () => {
    expect(gradeSelection({ sid: 1, mty: 1998, pe: 1999, ty: 15, tid: 42 }, champion)).toBe(O.Won);
    expect(gradeSelection({ sid: 1, mty: 1998, pe: 1999, ty: 15, tid: 7 }, champion)).toBe(O.Lost);
  });

  test('a cancelled outright cancels every selection', () => {
    expect(
      gradeSelection(
        { sid: 1, mty: 1998, pe: 1999, ty: 15, tid: 42 },
        { ...champion, status: 'cancelled', winnerTeamId: null },
      ),
    ).toBe(O.Cancelled);
  });
});

describe('selections the engine never offered are refused', () => {
  const result = played(1, [
    [1, 0],
    [0, 0],
  ]);

  test.each<[string, number, number, number, string | undefined]>([
    ['an unknown market type', 1234, 1001, Ty.Home, undefined],
    ['a market at a period it is not offered at', 1008, 1002, Ty.Odd, undefined],
    ['a draw on a two-way market', 1027, 1001, Ty.Draw, undefined],
    ['over on a handicap', 1000, 1001, Ty.Over, '0.5'],
    ['a line market without its line', 1007, 1001, Ty.Over, undefined],
    ['an unreadable line', 1007, 1001, Ty.Over, '2.5/4'],
    ['a correct score off the table (5-0)', 1099, 1001, cs(5, 0), undefined],
    ['an outright market against a match result', 1998, 1999, 15, undefined],
  ])('%s', (_name, mty, pe, ty, li) => {
    expect(() => gradeSelection({ sid: 1, mty, pe, ty, ...(li === undefined ? {} : { li }) }, result)).toThrow(
      SettlementError,
    );
  });

  test('a selection graded against another sport', () => {
    expect(() => gradeSelection({ sid: 3, mty: 3004, pe: 3001, ty: Ty.Home }, result)).toThrow(SettlementError);
  });
});

import { expect, test } from 'vitest';
import { sportProfile } from '../catalogue/sports.js';
import { matchStatus } from '@matchday/contract';
import { initialState } from '../simulator/state.js';
import type { Pair } from '../simulator/state.js';
import { resultOfPlay } from './match-result.js';
import type { MatchResult } from './match-result.js';
import { gradeSelection } from './grade-selection.js';
import type { Outcome } from './outcome.js';

/**
 * A finished match's result encoded exactly as the simulator's `scores()` writes it, from the
 * per-period scores (halves, quarters, innings, sets' games or points, frames, rounds). The
 * match score is their sum, or sets won in set sports, unless given (boxing: 1-0 to the winner).
 */
export function played(sid: number, periods: Pair[], score?: Pair): MatchResult {
  const state = initialState(sid, { home: 1, away: 1 }, 1);
  const sets = sportProfile(sid).play.kind === 'sets';
  state.status = matchStatus.ended;
  state.period = periods.length;
  state.periodScores = periods.map((p): Pair => [p[0], p[1]]);
  state.score =
    score ??
    periods.reduce<Pair>(
      (s, [h, a]) => (sets ? [s[0] + (h > a ? 1 : 0), s[1] + (a > h ? 1 : 0)] : [s[0] + h, s[1] + a]),
      [0, 0],
    );
  return resultOfPlay(state);
}

export type Row = [name: string, mty: number, pe: number, ty: number, li: string | undefined, expected: Outcome];

/** Grades each row's selection against one fixture result. */
export function check(result: MatchResult, rows: Row[]): void {
  test.each(rows)('%s', (_name, mty, pe, ty, li, expected) => {
    expect(gradeSelection({ sid: result.sid, mty, pe, ty, ...(li === undefined ? {} : { li }) }, result)).toBe(
      expected,
    );
  });
}

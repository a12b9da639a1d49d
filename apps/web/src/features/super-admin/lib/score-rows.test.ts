import type { ScoreEntry } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { changedScores, draftOf, editedScores, scoreOf, scoreRows } from './score-rows';

const soccer: ScoreEntry[] = [
  { pe: 1000, tyg: 5, sc: [2, 1] },
  { pe: 1002, tyg: 5, sc: [1, 0] },
  { pe: 1000, tyg: 7, sc: [3, 2] },
  { pe: 1001, tyg: 5, sc: [2, 1] },
];

describe('result score rows', () => {
  it('shows the two match totals as one line, then each period, per score type', () => {
    expect(scoreRows(soccer, 1).map((r) => r.key)).toEqual(['5:total', '5:1002', '7:total']);
    expect(draftOf(soccer, 1)).toEqual({
      '5:total': { home: '2', away: '1' },
      '5:1002': { home: '1', away: '0' },
      '7:total': { home: '3', away: '2' },
    });
  });

  it('writes the edited total to both total entries, keeps the rest, and refuses what is not a whole number', () => {
    const draft = { ...draftOf(soccer, 1), '5:total': { home: '2', away: '2' } };
    const edited = editedScores(soccer, 1, draft)!;
    expect(edited).toEqual([
      { pe: 1000, tyg: 5, sc: [2, 2] },
      { pe: 1002, tyg: 5, sc: [1, 0] },
      { pe: 1000, tyg: 7, sc: [3, 2] },
      { pe: 1001, tyg: 5, sc: [2, 2] },
    ]);
    expect(changedScores(soccer, edited)).toBe(true);
    expect(changedScores(soccer, editedScores(soccer, 1, draftOf(soccer, 1))!)).toBe(false);
    expect(editedScores(soccer, 1, { ...draft, '5:1002': { home: '1.5', away: '0' } })).toBeNull();
    expect([scoreOf(' 7 '), scoreOf('-1'), scoreOf(''), scoreOf('100000')]).toEqual([7, null, null, null]);
  });
});

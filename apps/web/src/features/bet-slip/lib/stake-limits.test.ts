import { describe, expect, it } from 'vitest';
import { stakeProblem } from './stake-limits';

describe('stake limits', () => {
  it('names what is out of range', () => {
    expect(stakeProblem(500, 1000, 400000)).toEqual({ kind: 'belowMin', min: 1000 });
    expect(stakeProblem(500_000, 1000, 400000)).toEqual({ kind: 'aboveMax', max: 400000 });
    expect(stakeProblem(1000, 1000, 400000)).toBeNull();
    expect(stakeProblem(400000, 1000, 400000)).toBeNull();
    expect(stakeProblem(1000, 1000, 0)).toEqual({ kind: 'noStakeAllowed' });
  });

  it('says nothing of an empty stake or an unknown range', () => {
    expect(stakeProblem(null, 1000, 2000)).toBeNull();
    expect(stakeProblem(0, 1000, 2000)).toBeNull();
    expect(stakeProblem(5, null, null)).toBeNull();
  });
});

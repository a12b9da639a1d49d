import { describe, expect, it } from 'vitest';
import { combinedOdds } from './combined-odds';

describe('combinedOdds', () => {
  it('multiplies the legs exactly, to the thousandth, rounding down', () => {
    expect(combinedOdds([1.85, 2])).toBe(3.7);
    // 1.955³ = 7.472058875: floored to the thousandth.
    expect(combinedOdds([1.955, 1.955, 1.955])).toBe(7.472);
    expect(combinedOdds([])).toBe(0);
  });
});

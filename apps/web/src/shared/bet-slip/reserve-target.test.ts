import { describe, expect, it } from 'vitest';
import { parseTarget, sanitizeTarget, targetDecimals, targetProblem } from './reserve-target';

describe('reserve target', () => {
  it('keeps digits and one dot, up to the platform’s decimals (at most three)', () => {
    expect(sanitizeTarget('2.5678', 2)).toBe('2.56');
    expect(sanitizeTarget('2.5678', targetDecimals(5))).toBe('2.567');
    expect(sanitizeTarget('a3.1.2', 2)).toBe('3.12');
    expect(sanitizeTarget('3.5', 0)).toBe('35');
  });

  it('needs a price above the current one and at most the highest reservable', () => {
    expect(parseTarget('2.10')).toBe(2.1);
    expect(parseTarget('1')).toBeNull();
    expect(parseTarget('2.')).toBeNull();
    expect(targetProblem(1.9, 2, 6)).toBe('notAbove');
    expect(targetProblem(2, 2, 6)).toBe('notAbove');
    expect(targetProblem(6.5, 2, 6)).toBe('aboveMax');
    expect(targetProblem(3, 2, 6)).toBeNull();
    expect(targetProblem(null, 2, 6)).toBeNull();
  });
});

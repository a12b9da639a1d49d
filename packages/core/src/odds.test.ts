import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatHandicap, formatOdds } from './odds.js';

describe('formatOdds', () => {
  it('type 1 is the European price', () => {
    expect(formatOdds(1.85, 1)).toBe('1.85');
    expect(formatOdds(2, 1)).toBe('2.00');
  });

  it('type 2 is Hong Kong: decimal − 1, two decimals, one trailing zero trimmed', () => {
    expect(formatOdds(1.85, 2)).toBe('0.85');
    expect(formatOdds(2.5, 2)).toBe('1.5');
    expect(formatOdds(2, 2)).toBe('1.0');
    expect(formatOdds(1.9, 2)).toBe('0.9');
  });

  it('a negative price is a locked option', () => {
    expect(formatOdds(-1.5, 1)).toBeNull();
    expect(formatOdds(Number.NaN, 2)).toBeNull();
  });

  test.prop([fc.integer({ min: 101, max: 100_000 })])('Hong Kong is European minus one for every price', (cents) => {
    const eu = cents / 100;
    expect(Number(formatOdds(eu, 2))).toBeCloseTo(eu - 1, 2);
    expect(Number(formatOdds(eu, 1))).toBeCloseTo(eu, 2);
  });
});

describe('formatHandicap', () => {
  it('shows the sign only for type 1 and a value above 0', () => {
    expect(formatHandicap(0.5, 1)).toBe('+0.5');
    expect(formatHandicap(0.5, 2)).toBe('0.5');
    expect(formatHandicap(0, 1)).toBe('0');
    expect(formatHandicap(-1.25, 1)).toBe('-1.25');
  });
});

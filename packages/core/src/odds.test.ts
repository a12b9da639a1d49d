import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatHandicap, formatOdds } from './odds.js';

describe('formatOdds', () => {
  it('shows European odds (type 1) with two decimals', () => {
    expect(formatOdds(1.85, 1)).toBe('1.85');
    expect(formatOdds(2, 1)).toBe('2.00');
  });

  it('shows Hong Kong odds (type 2) as decimal minus 1, two decimals, one trailing zero trimmed', () => {
    expect(formatOdds(1.85, 2)).toBe('0.85');
    expect(formatOdds(2.5, 2)).toBe('1.5');
    expect(formatOdds(2, 2)).toBe('1.0');
    expect(formatOdds(3.1, 2)).toBe('2.1');
  });

  it('returns null for a locked option (negative od), zero and non-finite od', () => {
    expect(formatOdds(-1.85, 1)).toBeNull();
    expect(formatOdds(-2, 2)).toBeNull();
    expect(formatOdds(0, 1)).toBeNull();
    expect(formatOdds(Number.NaN, 2)).toBeNull();
  });

  test.prop([fc.integer({ min: 101, max: 100000 })])('HK equals EU minus 1 for every cent price', (cents) => {
    const od = cents / 100;
    const hk = formatOdds(od, 2);
    expect(hk).not.toBeNull();
    expect(Number(hk)).toBeCloseTo(od - 1, 6);
    expect(hk).toMatch(/^\d+\.\d{1,2}$/);
    expect(hk?.endsWith('0') && hk.split('.')[1]?.length === 2).toBe(false);
  });

  test.prop([fc.double({ min: -1000, max: 0, noNaN: true })])('any od ≤ 0 is locked', (od) => {
    expect(formatOdds(od, 1)).toBeNull();
    expect(formatOdds(od, 2)).toBeNull();
  });
});

describe('formatHandicap', () => {
  it('shows the sign only for type 1 and a value above 0', () => {
    expect(formatHandicap(0.5, 1)).toBe('+0.5');
    expect(formatHandicap(0.5, 2)).toBe('0.5');
    expect(formatHandicap(0, 1)).toBe('0');
    expect(formatHandicap(-0.5, 1)).toBe('-0.5');
  });

  test.prop([fc.double({ min: -100, max: 100, noNaN: true })])('a plus sign appears iff type 1 and > 0', (v) => {
    expect(formatHandicap(v, 1).startsWith('+')).toBe(v > 0);
    expect(formatHandicap(v, 2).startsWith('+')).toBe(false);
  });
});

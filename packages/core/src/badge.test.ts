import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { badgeText } from './badge.js';

describe('badgeText', () => {
  it('caps at 99 then 99+, and shows nothing for 0 or less', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });

  test.prop([fc.integer({ min: -1000, max: 100000 })])('is "", the count, or 99+', (n) => {
    const expected = n <= 0 ? '' : n > 99 ? '99+' : String(n);
    expect(badgeText(n)).toBe(expected);
  });
});

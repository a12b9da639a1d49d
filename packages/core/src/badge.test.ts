import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { badgeText } from './badge.js';

describe('badgeText', () => {
  it('caps at 99 then 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
  });

  test.prop([fc.integer({ min: 1, max: 10_000 })])('never longer than "99+"', (n) => {
    const t = badgeText(n);
    expect(t.length).toBeLessThanOrEqual(3);
    expect(t === '99+' ? n > 99 : Number(t) === n).toBe(true);
  });
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatWithCommas, minorToDisplay } from './amount.js';

describe('formatAmount', () => {
  it('shows integers with two decimals', () => {
    expect(formatAmount(12)).toBe('12.00');
    expect(formatAmount(0)).toBe('0.00');
  });

  it('floors other numbers to two decimals', () => {
    expect(formatAmount(1.239)).toBe('1.23');
    expect(formatAmount(1.005)).toBe('1.00');
    expect(formatAmount(0.29)).toBe('0.29');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('0.00');
  });

  it('reads minor units', () => {
    expect(minorToDisplay(123456)).toBe('1234.56');
  });

  test.prop([fc.double({ min: 0, max: 1e9, noNaN: true })])('never rounds up', (v) => {
    expect(Number(formatAmount(v))).toBeLessThanOrEqual(v + 1e-9);
    expect(v - Number(formatAmount(v))).toBeLessThan(0.01 + 1e-6);
  });
});

describe('formatWithCommas', () => {
  it('groups by three, at most two decimals, trailing zeros trimmed', () => {
    expect(formatWithCommas(1234567.5)).toBe('1,234,567.5');
    expect(formatWithCommas(1000)).toBe('1,000');
    expect(formatWithCommas(12.3456)).toBe('12.34');
    expect(formatWithCommas(999.1)).toBe('999.1');
    expect(formatWithCommas(-2500)).toBe('-2,500');
    expect(formatWithCommas(Number.NaN)).toBe('0');
  });

  test.prop([fc.integer({ min: 0, max: 1e12 })])('removing commas gives back the integer', (n) => {
    expect(Number(formatWithCommas(n).replace(/,/g, ''))).toBe(n);
    expect(formatWithCommas(n)).toMatch(/^\d{1,3}(,\d{3})*$/);
  });
});

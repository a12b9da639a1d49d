import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountWithCommas, majorToMinor, minorToDisplay, minorToMajor } from './amount.js';

describe('minorToDisplay', () => {
  it('renders minor units (1/100) with two decimals', () => {
    expect(minorToDisplay(1200)).toBe('12.00');
    expect(minorToDisplay(5)).toBe('0.05');
    expect(minorToDisplay(-1234)).toBe('-12.34');
    expect(minorToDisplay(0)).toBe('0.00');
  });

  it('rejects non-integer minor units', () => {
    expect(() => minorToDisplay(1.5)).toThrow(RangeError);
  });

  test.prop([fc.integer({ min: -1e12, max: 1e12 })])('round-trips through Number', (minor) => {
    expect(Math.round(Number(minorToDisplay(minor)) * 100)).toBe(minor);
  });
});

describe('formatAmount', () => {
  it('shows integers with two decimals', () => {
    expect(formatAmount(12)).toBe('12.00');
    expect(formatAmount(0)).toBe('0.00');
  });

  it('floors non-integers to two decimals', () => {
    expect(formatAmount(12.349)).toBe('12.34');
    expect(formatAmount(1.15)).toBe('1.15');
    expect(formatAmount(0.999)).toBe('0.99');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });

  test.prop([fc.double({ min: 0, max: 1e9, noNaN: true })])('never rounds up and keeps two decimals', (v) => {
    const text = formatAmount(v);
    expect(text).toMatch(/^\d+\.\d{2}$/);
    expect(Number(text)).toBeLessThanOrEqual(v + 1e-6);
    expect(v - Number(text)).toBeLessThan(0.01 + 1e-6);
  });
});

describe('formatAmountWithCommas', () => {
  it('groups by three with commas and trims trailing zeros', () => {
    expect(formatAmountWithCommas(1234567.891)).toBe('1,234,567.89');
    expect(formatAmountWithCommas(1000.5)).toBe('1,000.5');
    expect(formatAmountWithCommas(1000)).toBe('1,000');
    expect(formatAmountWithCommas(999)).toBe('999');
    expect(formatAmountWithCommas(-1234.1)).toBe('-1,234.1');
    expect(formatAmountWithCommas(-0.001)).toBe('-0.01');
    expect(formatAmountWithCommas(Number.POSITIVE_INFINITY)).toBe('0');
  });

  test.prop([fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 99 })])(
    'matches the grouped form and parses back to the floored value',
    (whole, cents) => {
      const text = formatAmountWithCommas(whole + cents / 100);
      expect(text).toMatch(/^\d{1,3}(,\d{3})*(\.\d?[1-9])?$/);
      expect(Number(text.replace(/,/g, ''))).toBeCloseTo(whole + cents / 100, 2);
    },
  );
});

describe('majorToMinor and minorToMajor', () => {
  it('converts the platform major units both ways', () => {
    expect(majorToMinor(10.5)).toBe(1050);
    expect(majorToMinor(1.15)).toBe(115);
    expect(minorToMajor(1005)).toBe(10.05);
    expect(() => minorToMajor(1.5)).toThrow(RangeError);
  });

  it('refuses what is not money', () => {
    expect(() => majorToMinor(Number.NaN)).toThrow(RangeError);
    expect(() => majorToMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => minorToMajor(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  test.prop([fc.integer({ min: -1e13, max: 1e13 })])('minor → major → minor is exact', (minor) => {
    expect(majorToMinor(minorToMajor(minor))).toBe(minor);
  });

  test.prop([fc.integer({ min: -1e13, max: 1e13 })])('an amount with two decimals is its cents', (cents) => {
    expect(majorToMinor(cents / 100)).toBe(cents);
  });

  test.prop([fc.double({ min: -1e9, max: 1e9, noNaN: true })])('rounds any amount to the nearest cent', (major) => {
    const minor = majorToMinor(major);
    expect(Number.isSafeInteger(minor)).toBe(true);
    expect(Math.abs(minor - major * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
    expect(Object.is(minor, -0)).toBe(false);
  });
});

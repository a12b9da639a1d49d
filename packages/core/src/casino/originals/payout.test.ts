import { describe, expect, it } from 'vitest';
import { multiplierValue, payoutFor } from './payout.js';

describe('payouts in minor units', () => {
  it('multiplies a stake by a multiplier in ten-thousandths, rounding down to the minor unit', () => {
    expect(payoutFor(1000, 19_800)).toBe(1980);
    expect(payoutFor(333, 10_312)).toBe(343);
    expect(payoutFor(0, 19_800)).toBe(0);
    expect(payoutFor(1, 9_999)).toBe(0);
  });

  it('stays exact past 2^53 intermediate products', () => {
    expect(payoutFor(9_000_000_000_000, 99_000_000)).toBe(89_100_000_000_000_000 / 1);
    expect(payoutFor(123_456_789_012, 51_482_970_000)).toBe(Number((123_456_789_012n * 51_482_970_000n) / 10_000n));
  });

  it('refuses fractional or negative stakes and multipliers', () => {
    expect(() => payoutFor(1.5, 10_000)).toThrow(/stake/);
    expect(() => payoutFor(-1, 10_000)).toThrow(/stake/);
    expect(() => payoutFor(100, 1.5)).toThrow(/multiplier/);
    expect(() => payoutFor(100, -1)).toThrow(/multiplier/);
  });

  it('reads a multiplier as the player sees it', () => {
    expect(multiplierValue(19_800)).toBe(1.98);
  });
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  combinations,
  priceThousandths,
  reserveMaxStake,
  seriesFolds,
  seriesReturn,
  seriesSubBets,
  singleReturn,
} from './bet-return.js';

/** Odds as the platform sends them: a thousandths integer read back as a float (1955 → 1.955). */
const oddsArb = fc.integer({ min: 1001, max: 200_000 }).map((t) => t / 1000);
const stakeArb = fc.integer({ min: 0, max: 10_000_000_000 });
/** Legs of a parlay: at 5.000 a leg, ten legs and a 1,000,000.00 stake stay inside safe integers. */
const legOddsArb = fc.integer({ min: 1001, max: 5_000 }).map((t) => t / 1000);
const unitStakeArb = fc.integer({ min: 0, max: 100_000_000 });

const exactProductReturn = (stake: number, odds: readonly number[]) =>
  Number((BigInt(stake) * odds.reduce((p, o) => p * BigInt(Math.round(o * 1000)), 1n)) / 1000n ** BigInt(odds.length));

describe('priceThousandths', () => {
  it('reads prices of up to three decimals exactly', () => {
    expect(priceThousandths(1.955)).toBe(1955n);
    expect(priceThousandths(1.1)).toBe(1100n);
    expect(priceThousandths(0.5)).toBe(500n);
    expect(priceThousandths(1000.001)).toBe(1_000_001n);
  });

  it('refuses a fourth decimal, a negative or a non-finite price', () => {
    expect(() => priceThousandths(1.9555)).toThrow(RangeError);
    expect(() => priceThousandths(-1.5)).toThrow(RangeError);
    expect(() => priceThousandths(Number.NaN)).toThrow(RangeError);
  });
});

describe('singleReturn', () => {
  it('floors stake × odds to the minor unit', () => {
    expect(singleReturn(1000, 1.955)).toBe(1955);
    expect(singleReturn(333, 1.5)).toBe(499);
    expect(singleReturn(1, 1.999)).toBe(1);
    expect(singleReturn(0, 3.2)).toBe(0);
    // A float would give 114.99999999999999 here and floor to 114.
    expect(singleReturn(100, 1.15)).toBe(115);
  });

  it('refuses a stake that is not whole minor units', () => {
    expect(() => singleReturn(10.5, 2)).toThrow(RangeError);
    expect(() => singleReturn(-1, 2)).toThrow(RangeError);
  });

  test.prop([stakeArb, oddsArb])('equals the exact floor of stake × thousandths / 1000', (stake, odds) => {
    expect(singleReturn(stake, odds)).toBe(exactProductReturn(stake, [odds]));
  });
});

describe('combinations and series sizes', () => {
  it('counts sub-bets as the platform offers them', () => {
    expect(combinations(4, 2)).toBe(6);
    expect(combinations(4, 3)).toBe(4);
    expect(combinations(10, 5)).toBe(252);
    expect(combinations(3, 4)).toBe(0);
    expect(seriesSubBets(4, 3)).toBe(4);
    expect(seriesSubBets(4, 4)).toBe(1);
    expect(seriesSubBets(4, 0)).toBe(11);
    expect(seriesSubBets(3, 0)).toBe(4);
    expect(seriesSubBets(2, 3)).toBe(0);
    expect(seriesFolds(4, 0)).toEqual([2, 3, 4]);
  });

  test.prop([fc.integer({ min: 2, max: 10 })])('the full system has 2^n − n − 1 sub-bets', (n) => {
    expect(seriesSubBets(n, 0)).toBe(2 ** n - n - 1);
  });
});

describe('seriesReturn', () => {
  it('rounds each sub-bet down before summing', () => {
    // Doubles of 1.333, 1.333, 1.333 at 1.00: each 1.776889 → 177 minor, three of them 531 (not floor(533.07)).
    expect(seriesReturn(100, [1.333, 1.333, 1.333], 2)).toBe(531);
    expect(seriesReturn(1000, [2, 3], 2)).toBe(6000);
    // Full system on three legs: three doubles and the treble.
    expect(seriesReturn(1000, [2, 3, 4], 0)).toBe(6000 + 8000 + 12000 + 24000);
    expect(seriesReturn(1000, [2, 3], 3)).toBe(0);
  });

  it('refuses a return beyond a safe integer instead of rounding it', () => {
    expect(() => seriesReturn(100_000_000, Array<number>(10).fill(100), 10)).toThrow(RangeError);
  });

  test.prop([unitStakeArb, fc.array(legOddsArb, { minLength: 2, maxLength: 10 })])(
    'an accumulator is the exact floor of the product',
    (stake, odds) => {
      expect(seriesReturn(stake, odds, odds.length)).toBe(exactProductReturn(stake, odds));
    },
  );

  test.prop([unitStakeArb, fc.array(legOddsArb, { minLength: 3, maxLength: 7 })])(
    'the full system is the sum of its folds',
    (stake, odds) => {
      const folds = seriesFolds(odds.length, 0).reduce((sum, k) => sum + seriesReturn(stake, odds, k), 0);
      expect(seriesReturn(stake, odds, 0)).toBe(folds);
    },
  );

  test.prop([unitStakeArb, fc.array(oddsArb, { minLength: 1, maxLength: 10 })])(
    'one-leg folds are the singles',
    (stake, odds) => {
      expect(seriesReturn(stake, odds, 1)).toBe(odds.reduce((sum, o) => sum + singleReturn(stake, o), 0));
    },
  );

  test.prop([
    fc.integer({ min: 1, max: 1_000_000 }),
    fc.array(legOddsArb, { minLength: 2, maxLength: 6 }),
    fc.integer({ min: 2, max: 6 }),
  ])('stays within one minor unit per sub-bet below the real-number return', (stake, odds, k) => {
    const sn = Math.min(k, odds.length);
    let real = 0;
    const walk = (start: number, left: number, product: number): void => {
      if (left === 0) {
        real += stake * product;
        return;
      }
      for (let i = start; i <= odds.length - left; i += 1) walk(i + 1, left - 1, product * odds[i]!);
    };
    walk(0, sn, 1);
    const got = seriesReturn(stake, odds, sn);
    expect(got).toBeLessThanOrEqual(real * (1 + 1e-12));
    expect(got).toBeGreaterThan(real * (1 - 1e-12) - seriesSubBets(odds.length, sn));
  });
});

describe('reserveMaxStake', () => {
  it('divides the max-win basis by the odds less one, capped by the basis and the maximum stake', () => {
    expect(reserveMaxStake(100_000, 0, 3)).toBe(50_000);
    expect(reserveMaxStake(100_000, 20_000, 3)).toBe(20_000);
    expect(reserveMaxStake(100_000, 0, 1.5)).toBe(100_000);
    expect(reserveMaxStake(100_000, 0, 1)).toBe(100_000);
    expect(reserveMaxStake(100_000, 0, 4.333)).toBe(30_003);
  });

  test.prop([fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), oddsArb])(
    'never exceeds the basis nor a set maximum',
    (basis, cap, odds) => {
      const max = reserveMaxStake(basis, cap, odds);
      expect(max).toBeLessThanOrEqual(basis);
      if (cap > 0) expect(max).toBeLessThanOrEqual(cap);
      expect(Number.isSafeInteger(max)).toBe(true);
    },
  );
});

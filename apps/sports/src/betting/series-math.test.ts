import { fc, test } from '@fast-check/vitest';
import { seriesReturn } from '@matchday/core';
import { describe, expect } from 'vitest';
import { maxReturnOf, seriesOffers, subBetsOf } from './series-math.js';
import { CURRENCY_LIMITS } from './betting-rules.js';
import { Outcome, settleBet } from '../settlement/index.js';

const odds = fc.integer({ min: 1010, max: 20_000 });

describe('series math', () => {
  // The slip estimates returns with core's rule; the platform settles with settleBet: they must agree to the minor unit.
  test.prop([
    fc.integer({ min: 1, max: 10_000_000 }),
    fc.array(odds, { minLength: 1, maxLength: 6 }),
    fc.integer({ min: 0, max: 6 }),
  ])('answers the same all-win return as the slip’s core rule', (unit, thousandths, k) => {
    const seriesValue = thousandths.length === 1 ? 1 : k === 1 ? 2 : Math.min(k, thousandths.length);
    if (seriesValue === 0 && thousandths.length < 3) return;
    expect(maxReturnOf(unit, thousandths, seriesValue)).toBe(
      seriesReturn(
        unit,
        thousandths.map((t) => t / 1000),
        seriesValue,
      ),
    );
  });

  // A single's return is worked out in plain integers: it must pay what settlement pays, to the minor unit.
  test.prop([fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 1000, max: 1_000_000 })])(
    'answers a single’s return as settleBet pays it',
    (unit, t) => {
      const paid = settleBet(
        { legs: [{ id: 'a', odds: t / 1000 }], seriesValue: 1, unitStake: unit },
        new Map([['a', Outcome.Won]]),
      );
      expect(maxReturnOf(unit, [t], 1)).toBe(paid.status === 'settled' ? paid.payout : -1);
      expect(subBetsOf(1, 1)).toBe(1);
    },
  );

  test('offers k-folds from doubles to the accumulator, and the full system from three legs', () => {
    const offers = seriesOffers([1500, 2000, 2500, 3000], CURRENCY_LIMITS.VND!);
    expect(offers.map((o) => [o.sn, o.in])).toEqual([
      [2, 6],
      [3, 4],
      [4, 1],
      [0, 11],
    ]);
    expect(offers.find((o) => o.sn === 4)!.sodd).toBe(22.5);
    expect(subBetsOf(4, 0)).toBe(11);
  });
});

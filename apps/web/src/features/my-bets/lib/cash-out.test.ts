import { describe, expect, it } from 'vitest';
import { cashOutTone, cashOutValue, offeredAmt, partialMinimum, partialProblem, remainingStake } from './cash-out';

describe('cash-out rules', () => {
  it('values the remaining stake at the quote, floored to the minor unit', () => {
    expect(remainingStake({ sat: 10, cots: 2.5 })).toBe(750);
    expect(cashOutValue(750, 1.333)).toBe(999);
    expect(cashOutValue(1000, 0.8)).toBe(800);
  });

  it('offers a price only when the quote has one', () => {
    expect(offeredAmt({ oid: '1', st: 0, amt: 1.2 })).toBe(1.2);
    expect(offeredAmt({ oid: '1', st: 0, amt: 0 })).toBeNull();
    expect(offeredAmt({ oid: '1', st: 0 })).toBeNull();
    expect(offeredAmt({ oid: '1', st: 2, amt: 1.2 })).toBeNull();
    expect(offeredAmt(undefined)).toBeNull();
  });

  it('colours green above the stake and red below', () => {
    expect(cashOutTone(1001, 1000)).toBe('profit');
    expect(cashOutTone(999, 1000)).toBe('loss');
    expect(cashOutTone(1000, 1000)).toBe('even');
  });

  it('needs a part of at least the single or parlay minimum unless it is everything', () => {
    const quote = { oid: '1', st: 0, amt: 1.2, smis: 2, pmis: 5 };
    expect(partialMinimum(quote, false)).toBe(200);
    expect(partialMinimum(quote, true)).toBe(500);
    expect(partialMinimum({ oid: '1', st: 0 }, true)).toBe(0);
    expect(partialProblem(150, 1000, 200)).toBe('belowMinimum');
    expect(partialProblem(150, 150, 200)).toBeNull();
    expect(partialProblem(1001, 1000, 200)).toBe('aboveRemaining');
    expect(partialProblem(200, 1000, 200)).toBeNull();
  });
});

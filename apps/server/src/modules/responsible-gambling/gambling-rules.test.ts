import { describe, expect, it } from 'vitest';
import {
  addMonths,
  changeLimit,
  effectiveLimit,
  extendUntil,
  netResult,
  RAISE_DELAY_MS,
  usedOf,
} from './gambling-rules.js';

const totals = [
  { kind: 'deposit', credits: 1000, debits: 0 },
  { kind: 'stake', credits: 0, debits: 700 },
  { kind: 'payout', credits: 400, debits: 0 },
  { kind: 'game', credits: 50, debits: 100 },
];

describe('limit usage', () => {
  it('counts deposits in, stakes out, and the net loss', () => {
    expect(usedOf('deposit', totals)).toBe(1000);
    expect(usedOf('wager', totals)).toBe(800);
    expect(usedOf('loss', totals)).toBe(350);
    expect(netResult(totals)).toBe(-350);
    expect(usedOf('loss', [{ kind: 'payout', credits: 900, debits: 0 }])).toBe(0);
  });

  it('counts a refunded stake neither as a wager nor as a loss, and cash-outs and reversals as results', () => {
    const bets = [
      { kind: 'stake', credits: 0, debits: 1000 },
      { kind: 'refund', credits: 300, debits: 0 },
      { kind: 'cashout', credits: 200, debits: 0 },
      { kind: 'payout', credits: 400, debits: 0 },
      { kind: 'reversal', credits: 0, debits: 150 },
    ];
    expect(usedOf('wager', bets)).toBe(700);
    expect(usedOf('loss', bets)).toBe(250);
    expect(netResult(bets)).toBe(-250);
  });

  it('counts casino stakes as wagers, a rolled-back stake as none, and wins and refunds as results', () => {
    const rounds = [
      { kind: 'game_bet', credits: 0, debits: 1000 },
      { kind: 'game_refund', credits: 200, debits: 0 },
      { kind: 'game_win', credits: 500, debits: 0 },
    ];
    expect(usedOf('wager', rounds)).toBe(800);
    expect(usedOf('loss', rounds)).toBe(300);
    expect(netResult(rounds)).toBe(-300);
  });
});

describe('changing a limit', () => {
  const now = 1_000_000;
  it('applies a first limit and a decrease at once', () => {
    const first = changeLimit(undefined, 500, now);
    expect(effectiveLimit(first, now)).toEqual({ amount: 500, pending: null });
    expect(effectiveLimit(changeLimit(first, 300, now), now).amount).toBe(300);
  });

  it('holds an increase or a removal for 24 hours', () => {
    const l = changeLimit(undefined, 500, now);
    const raised = changeLimit(l, 900, now);
    expect(effectiveLimit(raised, now)).toEqual({
      amount: 500,
      pending: { amount: 900, effectiveAt: now + RAISE_DELAY_MS },
    });
    expect(effectiveLimit(raised, now + RAISE_DELAY_MS).amount).toBe(900);
    const removed = changeLimit(l, null, now);
    expect(effectiveLimit(removed, now + RAISE_DELAY_MS - 1).amount).toBe(500);
    expect(effectiveLimit(removed, now + RAISE_DELAY_MS).amount).toBeNull();
  });

  it('a decrease cancels a pending raise', () => {
    const raised = changeLimit(changeLimit(undefined, 500, now), 900, now);
    expect(effectiveLimit(changeLimit(raised, 400, now + 1), now + RAISE_DELAY_MS * 2)).toEqual({
      amount: 400,
      pending: null,
    });
  });
});

describe('breaks and exclusions', () => {
  it('can be lengthened but never shortened', () => {
    expect(extendUntil(null, 500, 100)).toEqual({ until: 500, shortened: false });
    expect(extendUntil(900, 500, 100)).toEqual({ until: 900, shortened: true });
    expect(extendUntil(900, 1500, 100)).toEqual({ until: 1500, shortened: false });
    expect(extendUntil(50, 500, 100)).toEqual({ until: 500, shortened: false });
  });

  it('adds calendar months', () => {
    expect(new Date(addMonths(Date.UTC(2026, 0, 15), 6)).toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });
});

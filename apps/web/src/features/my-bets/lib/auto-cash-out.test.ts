import { describe, expect, it } from 'vitest';
import { openReservedCashOut, stakeMaxReturn, targetProblem } from './auto-cash-out';

const item = (st: number) => ({ id: `r${st}`, ct: 1, cst: 10, cops: 15, st, unps: 1.5, oid: '1' });

describe('automatic cash-out rules', () => {
  it('finds the pending or in-progress one, never an ended one', () => {
    expect(openReservedCashOut({ rcool: [item(3), item(2), item(4)] })).toBeUndefined();
    expect(openReservedCashOut({ rcool: [item(3), item(0)] })?.id).toBe('r0');
    expect(openReservedCashOut({ rcool: [item(1)] })?.id).toBe('r1');
  });

  it('caps the target at the stake’s share of the maximum return and wants it above the value now', () => {
    expect(stakeMaxReturn({ mla: 18.5, sat: 10 }, 500)).toBe(925);
    expect(targetProblem(1_000, 800, 1_850)).toBeNull();
    expect(targetProblem(800, 800, 1_850)).toBe('notAbove');
    expect(targetProblem(1_851, 800, 1_850)).toBe('aboveMax');
    expect(targetProblem(1_000, null, 1_850)).toBeNull();
  });
});

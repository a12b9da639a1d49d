import { reservedCashOutStatus } from '@matchday/contract/client';
import { majorToMinor } from '@matchday/core';
import type { BetOrder } from '../api/new-bet-list';
export type ReservedCashOut = BetOrder['rcool'][number];

/** The order's automatic cash-out still waiting or being taken, if any (one at most). */
export const openReservedCashOut = (order: Pick<BetOrder, 'rcool'>): ReservedCashOut | undefined =>
  order.rcool.find((r) => r.st === reservedCashOutStatus.pending || r.st === reservedCashOutStatus.processing);

/** The most `stake` (minor units) of the order can return: its share of the order's maximum return. */
export const stakeMaxReturn = (order: Pick<BetOrder, 'mla' | 'sat'>, stake: number) =>
  Math.floor((majorToMinor(order.mla) * stake) / majorToMinor(order.sat));

export type TargetProblem = 'notAbove' | 'aboveMax' | null;

/** A target must be above the value now (else it would be taken at once) and at most what the stake can return. */
export function targetProblem(target: number, valueNow: number | null, maxReturn: number): TargetProblem {
  if (target > maxReturn) return 'aboveMax';
  if (valueNow !== null && target <= valueNow) return 'notAbove';
  return null;
}

import { legOutcome, orderStatus } from '@matchday/contract/client';
import type { BetOrder } from '../api/new-bet-list';

/** A settled bet's badge: what happened to the member's money (locale keys `badge.*`). */
export type BetOutcome = 'won' | 'lost' | 'cashedOut' | 'void' | 'halfWon' | 'halfLost' | 'push';

type Settled = Pick<BetOrder, 'st' | 'sert' | 'sat' | 'sa' | 'cots' | 'coc' | 'ops'>;

const BY_LEG: Readonly<Record<number, BetOutcome>> = {
  [legOutcome.won]: 'won',
  [legOutcome.lost]: 'lost',
  [legOutcome.wonHalf]: 'halfWon',
  [legOutcome.lostHalf]: 'halfLost',
  [legOutcome.push]: 'push',
  [legOutcome.cancelled]: 'void',
};

/**
 * How a settled bet ended, null while it is not settled: cashed out in full; a single by its leg;
 * a parlay or system bet by what it paid against its stake (its legs decide it only when all void).
 */
export function betOutcome(order: Settled): BetOutcome | null {
  if (order.st !== orderStatus.settled) return null;
  if (order.coc > 0 && order.cots >= order.sat) return 'cashedOut';
  const legs = order.ops.map((l) => l.sr);
  if (order.sert === 0 && legs.length === 1 && BY_LEG[legs[0]!]) return BY_LEG[legs[0]!]!;
  if (legs.length > 0 && legs.every((sr) => sr === legOutcome.cancelled)) return 'void';
  const paid = Math.round((order.sa ?? 0) * 100);
  const staked = Math.round(order.sat * 100);
  if (paid > staked) return 'won';
  if (paid === staked) return legs.includes(legOutcome.push) ? 'push' : 'void';
  return 'lost';
}

/** Badge colours: green money in, red money out, neutral stake back, accent a cash-out. */
export const OUTCOME_TONE: Readonly<Record<BetOutcome, string>> = {
  won: 'bg-green-600/15 text-green-500',
  halfWon: 'bg-green-600/15 text-green-500',
  lost: 'bg-red-500/15 text-red-400',
  halfLost: 'bg-red-500/15 text-red-400',
  cashedOut: 'bg-accent/15 text-accent',
  void: 'bg-surface-2 text-muted',
  push: 'bg-surface-2 text-muted',
};

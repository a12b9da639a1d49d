import { legOutcome, orderStatus } from '@matchday/contract/client';
import { CURRENCY_IDS } from '@matchday/core';

/** Locale key suffixes of an order status (§5.10). */
export function statusKey(st: number): 'pending' | 'rejected' | 'cancelled' | 'accepted' | 'settled' {
  switch (st) {
    case orderStatus.rejected:
      return 'rejected';
    case orderStatus.cancelled:
      return 'cancelled';
    case orderStatus.accepted:
      return 'accepted';
    case orderStatus.settled:
      return 'settled';
    default:
      return 'pending';
  }
}

/** Locale key suffixes of a leg's outcome `sr` (§5.10). */
export function outcomeKey(sr: number): 'open' | 'push' | 'lost' | 'won' | 'wonHalf' | 'lostHalf' | 'cancelled' {
  switch (sr) {
    case legOutcome.push:
      return 'push';
    case legOutcome.lost:
      return 'lost';
    case legOutcome.won:
      return 'won';
    case legOutcome.wonHalf:
      return 'wonHalf';
    case legOutcome.lostHalf:
      return 'lostHalf';
    case legOutcome.cancelled:
      return 'cancelled';
    default:
      return 'open';
  }
}

/** A currency id (spec §9) as its code; other ids are shown in the member's own currency. */
export const currencyCodeOf = (cid: number, fallback: string) =>
  Object.entries(CURRENCY_IDS).find(([, id]) => id === cid)?.[0] ?? fallback;

/** An order's bet type for the shared naming (the slip's names): legs per sub-bet, legs, sub-bets. */
export const betShape = (o: { sert: number; sv: number; al: number; bn: number; ops: readonly unknown[] }) =>
  o.sert === 0 ? { sn: 1, legs: 1, subBets: 1 } : { sn: o.sv, legs: o.al || o.ops.length, subBets: o.bn };

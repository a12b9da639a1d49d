import { orderStatus } from '@matchday/contract/client';
import type { TrackedOrder } from './placement';

/** A status update from getStakeOrderStatus or the `order` push. */
export interface OrderUpdate {
  oid: string;
  st: number;
  rj?: number | undefined;
  rjs?: string | undefined;
}

/** Created or confirming (§6.1 step 4): the platform has not decided yet. */
export const isOpen = (st: number) => st === orderStatus.created || st === orderStatus.confirming;
export const isAccepted = (st: number) => st === orderStatus.accepted || st === orderStatus.settled;

/** Orders after updates; a decided order never goes back to open when an older answer arrives late. */
export function applyUpdates(orders: readonly TrackedOrder[], updates: readonly OrderUpdate[]): TrackedOrder[] {
  const byId = new Map(updates.map((u) => [u.oid, u]));
  let changed = false;
  const next = orders.map((o) => {
    const u = byId.get(o.oid);
    if (!u || u.st === o.st || (!isOpen(o.st) && isOpen(u.st))) return o;
    changed = true;
    return {
      ...o,
      st: u.st,
      ...(u.rj === undefined ? {} : { rj: u.rj }),
      ...(u.rjs === undefined ? {} : { rjs: u.rjs }),
    };
  });
  return changed ? next : (orders as TrackedOrder[]);
}

/**
 * Once every order of a placement is decided, the selections to take off the slip: those bet
 * only by accepted orders. A selection in a rejected or cancelled order stays, to try again.
 */
export function keysToClear(orders: readonly TrackedOrder[]): string[] {
  if (orders.some((o) => isOpen(o.st))) return [];
  const kept = new Set(orders.filter((o) => !isAccepted(o.st)).flatMap((o) => o.keys));
  return [...new Set(orders.filter((o) => isAccepted(o.st)).flatMap((o) => o.keys))].filter((k) => !kept.has(k));
}

import { create } from 'zustand';
import { applyUpdates, isOpen, keysToClear, type OrderUpdate } from '../lib/order-tracking';
import type { TrackedOrder } from '../lib/placement';

/** One press of "Place": its orders, followed until the platform decides each. */
export interface Placement {
  id: number;
  kind: 'singles' | 'parlay';
  orders: TrackedOrder[];
}

interface OrderState {
  placements: Placement[];
  /** Follows a placement, replacing the receipts already decided; returns the selection keys to clear when the platform decided at once. */
  add(kind: Placement['kind'], orders: TrackedOrder[]): string[];
  /** Applies status updates; returns the selection keys that placements decided just now allow to clear. */
  update(updates: readonly OrderUpdate[]): string[];
  dismiss(id: number): void;
  /** Clears every decided receipt (the slip closes); undecided ones stay followed. */
  dismissDecided(): void;
}

let nextId = 1;

const undecided = (p: Placement) => p.orders.some((o) => isOpen(o.st));

export const useOrders = create<OrderState>((set, get) => ({
  placements: [],
  add(kind, orders) {
    // One receipt: the last placement's; an earlier one still undecided is kept so it is followed.
    set((s) => ({ placements: [{ id: nextId++, kind, orders }, ...s.placements.filter(undecided)] }));
    return keysToClear(orders);
  },
  update(updates) {
    const clear: string[] = [];
    const placements = get().placements.map((p) => {
      const orders = applyUpdates(p.orders, updates);
      if (orders === p.orders) return p;
      // Decided just now: cleared once, so a selection put back later is not taken off again.
      if (p.orders.some((o) => isOpen(o.st))) clear.push(...keysToClear(orders));
      return { ...p, orders };
    });
    set({ placements });
    return clear;
  },
  dismiss: (id) => set((s) => ({ placements: s.placements.filter((p) => p.id !== id) })),
  dismissDecided: () => set((s) => ({ placements: s.placements.filter(undecided) })),
}));

/** Ids of orders still open, joined, so a component re-renders only when that set changes. */
export const openOrderIds = (s: Pick<OrderState, 'placements'>) =>
  s.placements
    .flatMap((p) => p.orders)
    .filter((o) => isOpen(o.st))
    .map((o) => o.oid)
    .join(',');

/**
 * While an order waits its in-play delay the slip is locked: when it ends (epoch ms; the latest of
 * the open orders' ends), null when nothing is waiting.
 */
export const lockedUntil = (s: Pick<OrderState, 'placements'>, now = Date.now()): number | null => {
  // Only a known delay locks, and never long past it: an answer that never comes cannot freeze the slip.
  const open = s.placements
    .flatMap((p) => p.orders)
    .filter((o) => isOpen(o.st) && o.decideAt !== null && now < o.decideAt + LOCK_GRACE_MS);
  return open.length === 0 ? null : Math.max(...open.map((o) => o.decideAt ?? 0));
};

/** How long past its delay an undecided order still locks the slip. */
export const LOCK_GRACE_MS = 10_000;

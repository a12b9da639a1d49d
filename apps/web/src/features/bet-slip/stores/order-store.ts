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
  /** Follows a placement; returns the selection keys to clear when the platform decided at once. */
  add(kind: Placement['kind'], orders: TrackedOrder[]): string[];
  /** Applies status updates; returns the selection keys that placements decided just now allow to clear. */
  update(updates: readonly OrderUpdate[]): string[];
  dismiss(id: number): void;
}

let nextId = 1;

export const useOrders = create<OrderState>((set, get) => ({
  placements: [],
  add(kind, orders) {
    set((s) => ({ placements: [{ id: nextId++, kind, orders }, ...s.placements] }));
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
}));

/** Ids of orders still open, joined, so a component re-renders only when that set changes. */
export const openOrderIds = (s: Pick<OrderState, 'placements'>) =>
  s.placements
    .flatMap((p) => p.orders)
    .filter((o) => isOpen(o.st))
    .map((o) => o.oid)
    .join(',');

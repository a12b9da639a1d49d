import { create } from 'zustand';
import type { CashOutQuote } from '../lib/cash-out';

interface QuoteState {
  /** Open orders on screen now, counted per mounted row (a virtual list mounts only visible rows). */
  visible: Record<string, number>;
  quotes: Record<string, CashOutQuote>;
  show(oid: string): void;
  hide(oid: string): void;
  put(quotes: readonly CashOutQuote[]): void;
  /** Forgets an order's quote (refused as out of date), so nothing is confirmed at it again. */
  drop(oid: string): void;
}

/** Live cash-out quotes, kept outside the query cache like any price (house rule 3). */
export const useCashOutQuotes = create<QuoteState>((set) => ({
  visible: {},
  quotes: {},
  show: (oid) => set((s) => ({ visible: { ...s.visible, [oid]: (s.visible[oid] ?? 0) + 1 } })),
  hide: (oid) =>
    set((s) => {
      const left = (s.visible[oid] ?? 1) - 1;
      const visible = { ...s.visible };
      if (left > 0) visible[oid] = left;
      else delete visible[oid];
      return { visible };
    }),
  put: (quotes) => set((s) => ({ quotes: { ...s.quotes, ...Object.fromEntries(quotes.map((q) => [q.oid, q])) } })),
  drop: (oid) =>
    set((s) => {
      const quotes = { ...s.quotes };
      delete quotes[oid];
      return { quotes };
    }),
}));

/** Visible order ids, joined, so the poller restarts only when the set changes. */
export const visibleIds = (s: Pick<QuoteState, 'visible'>) => Object.keys(s.visible).sort().join(',');

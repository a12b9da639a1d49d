import { create } from 'zustand';
import type { BetOrder } from '../api/new-bet-list';

interface CashOutDialogState {
  /** The bet as it was when the dialog opened; null while closed. */
  order: BetOrder | null;
  currency: string;
  open(order: BetOrder, currency: string): void;
  close(): void;
}

/**
 * My bets' one cash-out dialog, held outside the rows: a row leaving the list (a full cash-out, a
 * settled bet, a scroll past it) does not take the dialog, and the outcome it shows, with it.
 */
export const useCashOutDialog = create<CashOutDialogState>((set) => ({
  order: null,
  currency: '',
  open: (order, currency) => set({ order, currency }),
  close: () => set({ order: null }),
}));

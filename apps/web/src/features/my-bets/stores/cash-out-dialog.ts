import type { BrowserSportsData } from '@matchday/contract/client';
import { create } from 'zustand';

type BetOrder = BrowserSportsData<'/v1/order/new/bet/list'>['records'][number];

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

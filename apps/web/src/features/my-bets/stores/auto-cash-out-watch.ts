import { create } from 'zustand';

/** What a notice about an automatic cash-out names: the bet as My bets titles it, and its currency. */
export interface WatchedAutoCashOut {
  title: string;
  currency: string;
}

interface AutoCashOutWatchState {
  /** Pending automatic cash-outs seen in My bets this visit, by reservation id. */
  watched: Record<string, WatchedAutoCashOut>;
  watch(id: string, info: WatchedAutoCashOut): void;
  unwatch(id: string): void;
}

/**
 * The automatic cash-outs the member is told about when they are taken or end, wherever they are
 * in the app. Held in memory only (the spec's browser storage has no place for them): after a
 * reload they are watched again once My bets shows them.
 */
export const useAutoCashOutWatch = create<AutoCashOutWatchState>((set, get) => ({
  watched: {},
  watch: (id, info) => {
    const now = get().watched[id];
    if (now?.title === info.title && now.currency === info.currency) return;
    set({ watched: { ...get().watched, [id]: info } });
  },
  unwatch: (id) => {
    if (!(id in get().watched)) return;
    const { [id]: _gone, ...rest } = get().watched;
    set({ watched: rest });
  },
}));

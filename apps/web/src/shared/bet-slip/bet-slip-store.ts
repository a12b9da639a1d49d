import { MAX_SLIP_SELECTIONS } from '@matchday/contract/client';
import { create } from 'zustand';
import { readStored, writeStored } from '@/shared/storage/storage';

export { MAX_SLIP_SELECTIONS };

/** One selection on the slip (sports-platform-api §6.1): what betting sends, and what the slip shows. */
export interface SlipSelection {
  /** `${marketId}_${optionType}`. */
  key: string;
  matchId: number;
  /** The market line's id (`mks[].id`), sent as `marketId`. */
  marketId: number;
  /** `op.ty`, sent as `optionType` (and as `type` to JumpLine). */
  optionType: number;
  /** The European price the member accepted: shown, and sent as `odds`. */
  od: number;
  /** `op.na`, the option's full name. */
  optionName: string;
  /** `op.nm`, its short text. */
  optionShort: string;
  /** `mg.nm`. */
  marketName: string;
  league: string;
  home: string;
  away: string;
  /** Kick-off (`bt`), ms; null when the selection came without it (a recommended bet). */
  kickoff: number | null;
  /** Line (`li`), null on markets without one. */
  li: string | null;
  sid: number;
  /** Line status: 1 open, 0 suspended, -1 closed. */
  ss: 1 | 0 | -1;
  /** 1 when the line may go into a parlay. */
  au: 0 | 1;
}

/** What a feature hands over: everything but the key, which the store derives. */
export type SlipPick = Omit<SlipSelection, 'key'>;

export type AddResult = 'added' | 'present' | 'full' | 'unavailable';
export type ToggleResult = Exclude<AddResult, 'present'> | 'removed';

export const selectionKey = (marketId: number, optionType: number) => `${marketId}_${optionType}`;

/** Only an open line with a live price can be added (§6.1: `ss == 1 && od > 0`). */
export const isBettable = (s: Pick<SlipSelection, 'ss' | 'od'>) => s.ss === 1 && s.od > 0;

interface BetSlipState {
  selections: SlipSelection[];
  /** The member the stored slip belongs to. */
  owner: number | null;
  open: boolean;
  add(pick: SlipPick): AddResult;
  remove(key: string): void;
  toggle(pick: SlipPick): ToggleResult;
  removeMany(keys: readonly string[]): void;
  /** New price, status or parlay flag from a refresh or an "accept changes". */
  update(key: string, patch: Partial<Pick<SlipSelection, 'od' | 'ss' | 'au' | 'li'>>): void;
  /** The line moved (JumpLine `omid`): the selection now bets on `marketId`. */
  moveMarket(key: string, marketId: number): void;
  clear(): void;
  setOpen(open: boolean): void;
  /** Adds the selection (if it can be) and opens the slip: what the live room calls. */
  openSlipWith(pick: SlipPick): AddResult;
  /** Keeps the stored slip only for the member it was made by. */
  claim(userId: number): void;
}

const stored = readStored('betSlip');

/** The slip shared by the sports pages and the live room; persisted so a reload keeps it. */
export const useBetSlip = create<BetSlipState>((set, get) => ({
  selections: stored.selections,
  owner: stored.owner,
  open: false,
  add(pick) {
    const key = selectionKey(pick.marketId, pick.optionType);
    const { selections } = get();
    if (selections.some((s) => s.key === key)) return 'present';
    if (!isBettable(pick)) return 'unavailable';
    if (selections.length >= MAX_SLIP_SELECTIONS) return 'full';
    set({ selections: [...selections, { ...pick, key }] });
    return 'added';
  },
  remove: (key) => set((s) => ({ selections: s.selections.filter((x) => x.key !== key) })),
  toggle(pick) {
    const key = selectionKey(pick.marketId, pick.optionType);
    if (get().selections.some((s) => s.key === key)) {
      get().remove(key);
      return 'removed';
    }
    return get().add(pick) as ToggleResult;
  },
  removeMany(keys) {
    const gone = new Set(keys);
    set((s) => ({ selections: s.selections.filter((x) => !gone.has(x.key)) }));
  },
  update: (key, patch) =>
    set((s) => ({ selections: s.selections.map((x) => (x.key === key ? { ...x, ...patch } : x)) })),
  moveMarket(key, marketId) {
    set((s) => {
      const from = s.selections.find((x) => x.key === key);
      if (!from) return s;
      const nextKey = selectionKey(marketId, from.optionType);
      // The new line may already be on the slip: then the old one simply goes.
      if (s.selections.some((x) => x.key === nextKey)) return { selections: s.selections.filter((x) => x.key !== key) };
      return { selections: s.selections.map((x) => (x.key === key ? { ...x, marketId, key: nextKey } : x)) };
    });
  },
  clear: () => set({ selections: [] }),
  setOpen: (open) => set({ open }),
  openSlipWith(pick) {
    const result = get().add(pick);
    set({ open: true });
    return result;
  },
  claim(userId) {
    if (get().owner === userId) return;
    set({ owner: userId, selections: get().owner === null ? get().selections : [] });
  },
}));

useBetSlip.subscribe((state, prev) => {
  if (state.selections !== prev.selections || state.owner !== prev.owner)
    writeStored('betSlip', { owner: state.owner, selections: state.selections });
});

/** Whether one selection is on the slip: each odds button subscribes to its own key only. */
export const useInSlip = (key: string) => useBetSlip((s) => s.selections.some((x) => x.key === key));

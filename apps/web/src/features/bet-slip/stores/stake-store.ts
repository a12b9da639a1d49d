import { create } from 'zustand';
import type { PlaceRequest } from '../lib/placement';
import { NO_STAKE, type TypedStake } from '../lib/typed-stake';

/** The stake field the keypad types into; a series field names the legs it is a stake for. */
export type StakeField =
  | { kind: 'single'; key: string }
  | { kind: 'all' }
  | { kind: 'series'; sn: number; legs: string }
  | { kind: 'reserve' };

interface StakeState {
  /** The stake per selection key, as typed and in minor units (lib/typed-stake). */
  singles: Record<string, TypedStake>;
  /** "Same stake for all": copied into every single as it is typed. */
  all: TypedStake;
  /** Per sub-bet, per series value (`sn`), for the legs in `seriesLegs` only. */
  series: Record<number, TypedStake>;
  /** The parlay legs (keys joined) the series stakes were typed for: other legs start empty. */
  seriesLegs: string;
  reserve: TypedStake;
  active: StakeField | null;
  type(field: StakeField, stake: TypedStake, singleKeys?: readonly string[]): void;
  setActive(field: StakeField | null): void;
  clearSingles(keys: readonly string[]): void;
  clearSeries(): void;
  /** After a placement: its stakes are gone, so pressing Place again never bets them twice. */
  clearPlaced(req: PlaceRequest): void;
}

const NO_SERIES: Record<number, TypedStake> = {};

/** No stakes typed anywhere: the slip's start (and each test's). */
export const EMPTY_STAKES: Pick<StakeState, 'singles' | 'all' | 'series' | 'seriesLegs' | 'reserve' | 'active'> = {
  singles: {},
  all: NO_STAKE,
  series: {},
  seriesLegs: '',
  reserve: NO_STAKE,
  active: null,
};

/** Stakes being typed on the slip; they are not kept across reloads, only the selections are. */
export const useStakes = create<StakeState>((set, get) => ({
  ...EMPTY_STAKES,
  type(field, stake, singleKeys = []) {
    set((s) => {
      switch (field.kind) {
        case 'single':
          return { singles: { ...s.singles, [field.key]: stake } };
        case 'all':
          return { all: stake, singles: { ...s.singles, ...Object.fromEntries(singleKeys.map((k) => [k, stake])) } };
        case 'series':
          // Stakes typed for other legs never carry over to these (a treble of 3 is not 4 trebles of 4).
          return {
            series: { ...(s.seriesLegs === field.legs ? s.series : {}), [field.sn]: stake },
            seriesLegs: field.legs,
          };
        case 'reserve':
          return { reserve: stake };
      }
    });
  },
  setActive: (active) => set({ active }),
  clearSingles(keys) {
    set((s) => ({
      singles: Object.fromEntries(Object.entries(s.singles).filter(([k]) => !keys.includes(k))),
      all: NO_STAKE,
    }));
  },
  clearSeries: () => set({ series: {}, seriesLegs: '' }),
  clearPlaced(req) {
    if (req.kind === 'singles') get().clearSingles(req.items.map((i) => i.selection.key));
    else get().clearSeries();
    set({ active: null });
  },
}));

/** The series stakes typed for these legs; none when they were typed for others. */
export const seriesStakesFor = (legs: string) => (s: StakeState) => (s.seriesLegs === legs ? s.series : NO_SERIES);

/** A field's stake in the store. */
export function fieldStake(s: StakeState, field: StakeField): TypedStake {
  switch (field.kind) {
    case 'single':
      return s.singles[field.key] ?? NO_STAKE;
    case 'all':
      return s.all;
    case 'series':
      return s.seriesLegs === field.legs ? (s.series[field.sn] ?? NO_STAKE) : NO_STAKE;
    case 'reserve':
      return s.reserve;
  }
}

export const sameField = (a: StakeField | null, b: StakeField) => JSON.stringify(a) === JSON.stringify(b);

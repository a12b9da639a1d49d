import { sanitizeStakeInput } from '@matchday/core';
import { create } from 'zustand';
import type { PlaceRequest } from '../lib/placement';

/** The stake field the keypad types into; a series field names the legs it is a stake for. */
export type StakeField =
  | { kind: 'single'; key: string }
  | { kind: 'all' }
  | { kind: 'series'; sn: number; legs: string }
  | { kind: 'reserve' };

interface StakeState {
  /** Typed text per selection key (spec §5 float input, already sanitized). */
  singles: Record<string, string>;
  /** "Same stake for all": copied into every single as it is typed. */
  all: string;
  /** Per sub-bet, per series value (`sn`), for the legs in `seriesLegs` only. */
  series: Record<number, string>;
  /** The parlay legs (keys joined) the series stakes were typed for: other legs start empty. */
  seriesLegs: string;
  reserve: string;
  active: StakeField | null;
  type(field: StakeField, text: string, singleKeys?: readonly string[]): void;
  setActive(field: StakeField | null): void;
  clearSingles(keys: readonly string[]): void;
  clearSeries(): void;
  /** After a placement: its stakes are gone, so pressing Place again never bets them twice. */
  clearPlaced(req: PlaceRequest): void;
}

const NO_SERIES: Record<number, string> = {};

/** Stakes being typed on the slip; they are not kept across reloads, only the selections are. */
export const useStakes = create<StakeState>((set, get) => ({
  singles: {},
  all: '',
  series: {},
  seriesLegs: '',
  reserve: '',
  active: null,
  type(field, raw, singleKeys = []) {
    const text = sanitizeStakeInput(raw);
    set((s) => {
      switch (field.kind) {
        case 'single':
          return { singles: { ...s.singles, [field.key]: text } };
        case 'all':
          return { all: text, singles: { ...s.singles, ...Object.fromEntries(singleKeys.map((k) => [k, text])) } };
        case 'series':
          // Stakes typed for other legs never carry over to these (a treble of 3 is not 4 trebles of 4).
          return {
            series: { ...(s.seriesLegs === field.legs ? s.series : {}), [field.sn]: text },
            seriesLegs: field.legs,
          };
        case 'reserve':
          return { reserve: text };
      }
    });
  },
  setActive: (active) => set({ active }),
  clearSingles(keys) {
    set((s) => ({
      singles: Object.fromEntries(Object.entries(s.singles).filter(([k]) => !keys.includes(k))),
      all: '',
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

export const sameField = (a: StakeField | null, b: StakeField) => JSON.stringify(a) === JSON.stringify(b);

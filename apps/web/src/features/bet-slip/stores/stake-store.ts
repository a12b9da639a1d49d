import { sanitizeStakeInput } from '@matchday/core';
import { create } from 'zustand';

/** The stake field the keypad types into. */
export type StakeField =
  { kind: 'single'; key: string } | { kind: 'all' } | { kind: 'series'; sn: number } | { kind: 'reserve' };

interface StakeState {
  /** Typed text per selection key (spec §5 float input, already sanitized). */
  singles: Record<string, string>;
  /** "Same stake for all": copied into every single as it is typed. */
  all: string;
  /** Per sub-bet, per series value (`sn`). */
  series: Record<number, string>;
  reserve: string;
  active: StakeField | null;
  type(field: StakeField, text: string, singleKeys?: readonly string[]): void;
  setActive(field: StakeField | null): void;
  clearSingles(keys: readonly string[]): void;
  clearSeries(): void;
}

/** Stakes being typed on the slip; they are not kept across reloads, only the selections are. */
export const useStakes = create<StakeState>((set) => ({
  singles: {},
  all: '',
  series: {},
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
          return { series: { ...s.series, [field.sn]: text } };
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
  clearSeries: () => set({ series: {} }),
}));

export const sameField = (a: StakeField | null, b: StakeField) => JSON.stringify(a) === JSON.stringify(b);

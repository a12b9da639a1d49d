import type { Pair } from '../simulator/state.js';

/** A final score of a race and its chance. */
export interface RaceEnd {
  home: number;
  away: number;
  p: number;
}

export interface RaceRules {
  target: number;
  /** Two clear units needed (unless `cap` is reached first). */
  winBy2: boolean;
  cap: number | null;
}

const DEUCE_ROUNDS = 40;

function finished(rules: RaceRules, a: number, b: number): boolean {
  const won = (m: number, t: number): boolean =>
    (rules.cap !== null && m >= rules.cap) || (m >= rules.target && (!rules.winBy2 || m - t >= 2));
  return won(a, b) || won(b, a);
}

/**
 * Final scores of a race to `target` from `start`, where `unit(a, b)` is home's chance to win the
 * next unit at score a-b. Without a cap, a deuce (level at target-1 or more) resolves in pairs
 * with a constant chance, summed in closed form.
 */
export function raceEnds(rules: RaceRules, start: Pair, unit: (a: number, b: number) => number): RaceEnd[] {
  const ends = new Map<string, RaceEnd>();
  const add = (home: number, away: number, p: number): void => {
    const key = `${home}-${away}`;
    const end = ends.get(key);
    if (end) end.p += p;
    else ends.set(key, { home, away, p });
  };
  let layer = new Map<string, [number, number, number]>([[`${start[0]}-${start[1]}`, [start[0], start[1], 1]]]);
  while (layer.size > 0) {
    const next = new Map<string, [number, number, number]>();
    for (const [a, b, p] of layer.values()) {
      if (finished(rules, a, b)) {
        add(a, b, p);
        continue;
      }
      const deuce = rules.winBy2 && rules.cap === null && a === b && a >= rules.target - 1;
      const q = unit(a, b);
      if (deuce) {
        const split = 2 * q * (1 - q);
        for (let j = 0; j < DEUCE_ROUNDS; j++) {
          const reach = p * split ** j;
          add(a + j + 2, b + j, reach * q * q);
          add(a + j, b + j + 2, reach * (1 - q) * (1 - q));
        }
        continue;
      }
      for (const [na, nb, pp] of [
        [a + 1, b, p * q],
        [a, b + 1, p * (1 - q)],
      ] as const) {
        const key = `${na}-${nb}`;
        const cell = next.get(key);
        if (cell) cell[2] += pp;
        else next.set(key, [na, nb, pp]);
      }
    }
    layer = next;
  }
  return [...ends.values()];
}

export function homeWins(ends: readonly RaceEnd[]): number {
  return ends.reduce((sum, e) => sum + (e.home > e.away ? e.p : 0), 0);
}

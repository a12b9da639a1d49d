import type { CompiledStrip, SlotReelSet } from './reels.js';

/** One paying combination on a screen, in credits before any free-spin multiplier. */
export type SlotWin =
  | {
      readonly kind: 'line';
      readonly line: number;
      readonly symbol: string;
      readonly count: number;
      readonly credits: number;
    }
  | {
      readonly kind: 'ways';
      readonly symbol: string;
      readonly count: number;
      readonly ways: number;
      readonly credits: number;
    }
  | { readonly kind: 'scatter'; readonly count: number; readonly credits: number };

const ROWS = 3;

/** How many scatters the screen shows (they pay and award free spins wherever they land). */
export function scattersOnScreen(strips: readonly CompiledStrip[], stops: ArrayLike<number>): number {
  let count = 0;
  for (let r = 0; r < strips.length; r++) count += strips[r]!.scatters[stops[r]!]!;
  return count;
}

function lineCredits(
  set: SlotReelSet,
  strips: readonly CompiledStrip[],
  stops: ArrayLike<number>,
  wins?: SlotWin[],
): number {
  const { evaluation, symbols } = set.game;
  if (evaluation.kind !== 'lines') return 0;
  const { wild, scatter, pays } = set;
  let total = 0;
  for (let l = 0; l < evaluation.lines.length; l++) {
    const line = evaluation.lines[l]!;
    const target = strips[0]!.window[stops[0]! * ROWS + line[0]!]!;
    if (target === scatter) continue;
    let run = 1;
    while (run < strips.length) {
      const symbol = strips[run]!.window[stops[run]! * ROWS + line[run]!]!;
      if (symbol !== target && symbol !== wild) break;
      run++;
    }
    const credits = pays[target * 6 + run]!;
    if (credits === 0) continue;
    total += credits;
    wins?.push({ kind: 'line', line: l + 1, symbol: symbols[target]!.code, count: run, credits });
  }
  return total;
}

/** How many window positions of a reel show the symbol or the wild. */
function matches(strip: CompiledStrip, stop: number, symbol: number, wild: number): number {
  let m = 0;
  for (let row = 0; row < ROWS; row++) {
    const s = strip.window[stop * ROWS + row]!;
    if (s === symbol || s === wild) m++;
  }
  return m;
}

function waysCredits(
  set: SlotReelSet,
  strips: readonly CompiledStrip[],
  stops: ArrayLike<number>,
  wins?: SlotWin[],
): number {
  const { wild, scatter, pays } = set;
  const first = strips[0]!.window;
  let total = 0;
  // A way starts on reel 1 (which has no wild), so only the symbols reel 1 shows can pay.
  for (let row = 0; row < ROWS; row++) {
    const symbol = first[stops[0]! * ROWS + row]!;
    if (symbol === scatter) continue;
    let seen = false;
    for (let earlier = 0; earlier < row; earlier++) seen ||= first[stops[0]! * ROWS + earlier] === symbol;
    if (seen) continue;
    let ways = 1;
    let run = 0;
    while (run < strips.length) {
      const m = matches(strips[run]!, stops[run]!, symbol, wild);
      if (m === 0) break;
      ways *= m;
      run++;
    }
    const credits = pays[symbol * 6 + run]! * ways;
    if (credits === 0) continue;
    total += credits;
    wins?.push({ kind: 'ways', symbol: set.game.symbols[symbol]!.code, count: run, ways, credits });
  }
  return total;
}

/**
 * The credits a screen pays (line or way wins plus scatter pays), before any free-spin multiplier.
 * Pass `wins` to also collect each paying combination.
 */
export function screenCredits(
  set: SlotReelSet,
  strips: readonly CompiledStrip[],
  stops: ArrayLike<number>,
  wins?: SlotWin[],
): number {
  const pays =
    set.game.evaluation.kind === 'lines'
      ? lineCredits(set, strips, stops, wins)
      : waysCredits(set, strips, stops, wins);
  const scatters = scattersOnScreen(strips, stops);
  const scatterCredits = set.scatterPays[scatters]!;
  if (scatterCredits > 0) wins?.push({ kind: 'scatter', count: scatters, credits: scatterCredits });
  return pays + scatterCredits;
}

import type { CompiledStrip, SlotReelSet } from './reels.js';

/** The mean of one screen's credits and free-spin award over all reel stops. */
export interface ScreenMeans {
  readonly credits: number;
  readonly awards: number;
}

/** Chance of each scatter count on the screen: reels land independently, so the counts convolve. */
export function scatterCountChances(strips: readonly CompiledStrip[]): number[] {
  let chances = [1];
  for (const strip of strips) {
    const reel = [0, 0, 0, 0];
    for (let stop = 0; stop < strip.length; stop++) reel[strip.scatters[stop]!]! += 1 / strip.length;
    const next = new Array<number>(chances.length + 3).fill(0);
    chances.forEach((p, k) => reel.forEach((q, j) => (next[k + j]! += p * q)));
    chances = next;
  }
  return chances;
}

/** Per-reel figures for one symbol: its share of stops (lines) or E[matches] and P(no match) in the window (ways). */
function reelFigures(strip: CompiledStrip, symbol: number, wild: number) {
  let count = 0;
  let substitutes = 0;
  let matches = 0;
  let none = 0;
  for (let stop = 0; stop < strip.length; stop++) {
    const s = strip.symbols[stop]!;
    if (s === symbol) count++;
    if (s === symbol || s === wild) substitutes++;
    let m = 0;
    for (let row = 0; row < 3; row++) {
      const w = strip.window[stop * 3 + row]!;
      if (w === symbol || w === wild) m++;
    }
    matches += m;
    if (m === 0) none++;
  }
  const n = strip.length;
  return { share: count / n, substituteShare: substitutes / n, meanMatches: matches / n, noMatch: none / n };
}

/**
 * The exact mean credits of a screen without enumerating it: different reels land independently, a
 * payline sees each reel's strip uniformly, and a way's count is a product over reels, so each mean is
 * a product of per-reel figures. The tuning script searches strips with this; the par sheet enumerates.
 */
export function screenMeans(set: SlotReelSet, strips: readonly CompiledStrip[]): ScreenMeans {
  const { game, wild, pays } = set;
  let credits = 0;
  game.symbols.forEach((symbol, s) => {
    if (symbol.kind !== 'pay') return;
    const figures = strips.map((strip) => reelFigures(strip, s, wild));
    let reach = game.evaluation.kind === 'lines' ? figures[0]!.share : figures[0]!.meanMatches;
    // reach = P(the run covers reels 1..k) for lines, E[ways over reels 1..k] for ways; a run of k ends at reel k+1.
    for (let k = 1; k < strips.length; k++) {
      const f = figures[k]!;
      const ends = game.evaluation.kind === 'lines' ? 1 - f.substituteShare : f.noMatch;
      credits += reach * ends * pays[s * 6 + k]!;
      reach *= game.evaluation.kind === 'lines' ? f.substituteShare : f.meanMatches;
    }
    credits += reach * pays[s * 6 + strips.length]!;
  });
  if (game.evaluation.kind === 'lines') credits *= game.evaluation.lines.length;
  let awards = 0;
  scatterCountChances(strips).forEach((p, count) => {
    credits += p * set.scatterPays[count]!;
    awards += p * set.awards[count]!;
  });
  return { credits, awards };
}

/** The exact RTP (a fraction of the stake) of a reel set, free spins and retriggers included. */
export function meanReturn(set: SlotReelSet): number {
  const base = screenMeans(set, set.base);
  const free = screenMeans(set, set.free);
  const perFreeSpin = (set.game.freeSpinMultiplier * free.credits) / (1 - free.awards);
  return (base.credits + base.awards * perFreeSpin) / set.game.creditsPerStake;
}

/** How many of each symbol code one reel strip holds. */
export type ReelMix = Record<string, number>;

const GOLDEN = 0.6180339887498949;

/**
 * Lays a strip out from its mix: each symbol's copies are spread evenly around the reel, symbols
 * offset from each other, so like symbols rarely touch. Returns null when two scatters would share
 * a window (the par sheet and the scatter pays assume at most one per reel).
 */
export function layOutReel(mix: ReelMix, scatter: string): string | null {
  const length = Object.values(mix).reduce((a, b) => a + b, 0);
  const slots: { at: number; code: string }[] = [];
  Object.entries(mix).forEach(([code, count], i) => {
    const offset = (GOLDEN * (i + 1)) % 1;
    for (let j = 0; j < count; j++) slots.push({ at: ((j + offset) * length) / count, code });
  });
  slots.sort((x, y) => x.at - y.at || x.code.localeCompare(y.code));
  const codes = slots.map((s) => s.code);
  const scatters = codes.flatMap((c, i) => (c === scatter ? [i] : []));
  for (let i = 0; i < scatters.length; i++) {
    const gap = (scatters[(i + 1) % scatters.length]! - scatters[i]! + length) % length || length;
    if (gap < 3) return null;
  }
  return codes.join(' ');
}

import { chance } from './distribution.js';
import type { Dist } from './distribution.js';

/**
 * Fair chance of a line bet that wins when `value + line > 0`, pushes at 0 and loses below;
 * quarter lines split the stake over the two neighbouring half lines. The chance is the one
 * whose fair price returns the stake on average: wins / (wins + losses).
 */
export function lineChance(dist: Dist, line: number): number {
  const halves = Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25];
  let win = 0;
  let lose = 0;
  for (const h of halves) {
    win += chance(dist, (v) => v + h > 1e-9);
    lose += chance(dist, (v) => v + h < -1e-9);
  }
  return win + lose > 0 ? win / (win + lose) : 0.5;
}

/** Line text as the contract writes it: quarter lines as "a/b", e.g. -0.75 → "-0.5/1". */
export function lineText(line: number, signed: boolean): string {
  const sign = line < 0 ? '-' : signed && line > 0 ? '+' : '';
  const abs = Math.abs(line);
  const plain = (x: number): string => String(Math.round(x * 100) / 100);
  if (Number.isInteger(abs * 2)) return sign + plain(abs);
  return `${sign}${plain(abs - 0.25)}/${plain(abs + 0.25)}`;
}

/** The line `offset + k·step` where a bet winning when value + line > 0 is closest to even. */
export function mainLine(dist: Dist, step: number, offset: number): number {
  const expected = dist.p.reduce((s, p, i) => s + p * (dist.min + i), 0);
  let best = offset + Math.round((-expected - offset) / step) * step;
  let bestGap = Math.abs(lineChance(dist, best) - 0.5);
  for (let d = -8; d <= 8; d++) {
    const line = best + d * step;
    const gap = Math.abs(lineChance(dist, line) - 0.5);
    if (gap < bestGap - 1e-12) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

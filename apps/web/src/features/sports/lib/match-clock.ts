import type { Clock } from '@matchday/contract';

/**
 * The clock `elapsedMs` after it was read (contract §4.5): a running clock counts up (`tp` 1) or
 * down to zero (`tp` 2); a stopped one stays where it is.
 */
export function clockSecondsAt(mc: Clock, elapsedMs: number): number {
  if (!mc.r) return mc.s;
  const passed = Math.floor(Math.max(0, elapsedMs) / 1000);
  return mc.tp === 2 ? Math.max(0, mc.s - passed) : mc.s + passed;
}

/** Clock text at the feed's accuracy (`tu`): "mm:ss" for seconds, "69'" for minutes; added time as "+3'". */
export function clockLabel(seconds: number, mc: Pick<Clock, 'tu' | 'itd'>): string {
  const m = Math.floor(seconds / 60);
  const base = mc.tu === 2 ? `${m}'` : `${String(m).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return mc.itd > 0 ? `${base} +${mc.itd}'` : base;
}

/** Stream status that means live (spec §3). */
export const LIVE_STREAM_STATUS = 2;

/** Live streams first; Array.prototype.sort is stable, so other order is kept. */
export function sortLiveList<T extends { status: number }>(list: readonly T[]): T[] {
  const rank = (item: T): number => (item.status === LIVE_STREAM_STATUS ? 0 : 1);
  return [...list].sort((a, b) => rank(a) - rank(b));
}

/** The stream status the order names: the contract's `streamStatusCodes`, passed in (core imports no package). */
export interface LiveListStatuses {
  live: number;
}

/** Live streams first (spec §4); Array.prototype.sort is stable, so other order is kept. */
export function sortLiveList<T extends { status: number }>(list: readonly T[], statuses: LiveListStatuses): T[] {
  const rank = (item: T): number => (item.status === statuses.live ? 0 : 1);
  return [...list].sort((a, b) => rank(a) - rank(b));
}

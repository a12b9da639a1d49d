/**
 * @deprecated The contract's `streamStatusCodes.live` is the one declaration; this copy goes once
 * the web imports that and passes the codes to sortLiveList.
 */
export const LIVE_STREAM_STATUS = 2;

/** The stream status the order names: the contract's `streamStatusCodes`, passed in (core imports no package). */
export interface LiveListStatuses {
  live: number;
}

/** Live streams first (spec §4); Array.prototype.sort is stable, so other order is kept. */
export function sortLiveList<T extends { status: number }>(
  list: readonly T[],
  // The default only bridges callers that do not pass the codes yet (see LIVE_STREAM_STATUS).
  statuses: LiveListStatuses = { live: LIVE_STREAM_STATUS },
): T[] {
  const rank = (item: T): number => (item.status === statuses.live ? 0 : 1);
  return [...list].sort((a, b) => rank(a) - rank(b));
}

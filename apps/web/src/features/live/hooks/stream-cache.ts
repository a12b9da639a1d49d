import { streamStatusCodes, type DataOf } from '@matchday/contract/client';
import type { liveStreamGetInfo, liveStreamList } from '@matchday/contract';
import type { QueryClient } from '@tanstack/react-query';
import { liveKeys } from '../api/keys';

export type StreamInfo = DataOf<typeof liveStreamGetInfo>;
export type StreamPage = DataOf<typeof liveStreamList>;

export interface RoomUpdate {
  id: number;
  status?: number;
  viewers: number;
}

/** A count of connected players, as the room's `viewers` and `streamStatus` pushes carry it. */
export const isViewerCount = (viewers: unknown): viewers is number =>
  Number.isSafeInteger(viewers) && Number(viewers) >= 0;

/**
 * Applies a `room:{id}` push to the cached lists and the stream's info. Answers true when the
 * info must be fetched again: playback URLs come only with a fetch, once the stream is on air.
 */
export function applyRoomUpdate(client: QueryClient, update: RoomUpdate): boolean {
  // Only a count of players is a count: anything else (a gift's or a pick's payload) would read "NaN watching".
  if (!isViewerCount(update.viewers)) return false;
  const patch = <T extends { id: number; status: number; viewers: number }>(s: T): T =>
    s.id === update.id
      ? { ...s, viewers: update.viewers, ...(update.status === undefined ? {} : { status: update.status }) }
      : s;
  for (const [key, page] of client.getQueriesData<StreamPage | StreamInfo[]>({ queryKey: liveKeys.all })) {
    // Only the queries that hold streams: the live list, an anchor's own, and search results.
    if (key[1] === 'search' && Array.isArray(page)) client.setQueryData<StreamInfo[]>(key, page.map(patch));
    else if ((key[1] === 'list' || key[1] === 'own') && page && !Array.isArray(page))
      client.setQueryData<StreamPage>(key, { ...page, list: page.list.map(patch) });
  }
  const info = client.getQueryData<StreamInfo>(liveKeys.info(update.id));
  if (!info) return false;
  const next = patch(info);
  const onAir = next.status === streamStatusCodes.live;
  // URLs are only valid while on air; a stream going off air drops them at once.
  client.setQueryData<StreamInfo>(liveKeys.info(update.id), onAir ? next : { ...next, flvUrl: null, hlsUrl: null });
  return onAir && (info.status !== streamStatusCodes.live || !info.flvUrl);
}

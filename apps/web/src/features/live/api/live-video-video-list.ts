import { liveVideoVideoList } from '@matchday/contract/client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '@/shared/http/api-client';
import { matchVideoOf } from '../lib/match-video';
import { liveKeys } from './keys';

/** How often a match page asks whether an anchor went live on it (or stopped). */
export const MATCH_VIDEO_POLL_MS = 30_000;

/** The video sources linked to matches. */
export const videoListQueryOptions = () =>
  queryOptions({
    queryKey: liveKeys.videoList,
    queryFn: ({ signal }) => apiCall(liveVideoVideoList, { signal, noNeedResponseMsg: true }),
    refetchInterval: MATCH_VIDEO_POLL_MS,
  });

/** The live video of a match (by fbId, our platform's match id): `data` is null when it has none. */
export const useMatchVideo = (fbId: number) =>
  useQuery({ ...videoListQueryOptions(), select: (sources) => matchVideoOf(sources, fbId) });

/** Asks the video sources again (the player found the stream closed). */
export function useRefreshMatchVideos(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: liveKeys.videoList }), [client]);
}

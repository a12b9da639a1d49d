import { liveVideoVideoList } from '@matchday/contract/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { matchVideoOf } from '../lib/match-video';
import { liveKeys } from './stream-cache';

/** How often a match page asks whether an anchor went live on it (or stopped). */
export const MATCH_VIDEO_POLL_MS = 30_000;

/** The live video of a match (by fbId, our platform's match id): `data` is null when it has none. */
export function useMatchVideo(fbId: number) {
  return useQuery({
    queryKey: liveKeys.videoList,
    queryFn: ({ signal }) => apiCall(liveVideoVideoList, { signal, noNeedResponseMsg: true }),
    refetchInterval: MATCH_VIDEO_POLL_MS,
    select: (sources) => matchVideoOf(sources, fbId),
  });
}

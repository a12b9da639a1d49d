import { liveVideoMatchListFront } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';
import { LIST_REFRESH_MS } from './live-stream-list';

/** Matches with a live anchor or video (spec §4), named in the page's language. */
export const matchesWithVideoQueryOptions = (language: string) =>
  queryOptions({
    queryKey: liveKeys.matchesWithVideo(language),
    refetchInterval: LIST_REFRESH_MS,
    queryFn: ({ signal }) => apiCall(liveVideoMatchListFront, { body: {}, signal, noNeedResponseMsg: true }),
  });

export function useMatchesWithVideo() {
  const { i18n } = useTranslation();
  return useQuery(matchesWithVideoQueryOptions(i18n.language));
}

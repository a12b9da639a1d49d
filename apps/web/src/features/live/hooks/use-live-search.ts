import { liveVideoMatchListFront, liveVideoQueryKeyWordByName } from '@matchday/contract/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { LIST_REFRESH_MS } from './use-live-streams';
import { liveKeys } from './stream-cache';

/** The server's keyword search (title, anchor, team); off while the keyword is empty. */
export function useStreamSearch(keyword: string) {
  const { i18n } = useTranslation();
  const keyWord = keyword.trim();
  return useQuery({
    queryKey: liveKeys.search(keyWord.toLowerCase(), i18n.language),
    enabled: keyWord !== '',
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiCall(liveVideoQueryKeyWordByName, { query: { keyWord }, signal, noNeedResponseMsg: true }),
  });
}

/** Matches with a live anchor or video (spec §4), named in the page's language. */
export function useMatchesWithVideo() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: liveKeys.matchesWithVideo(i18n.language),
    refetchInterval: LIST_REFRESH_MS,
    queryFn: ({ signal }) => apiCall(liveVideoMatchListFront, { body: {}, signal, noNeedResponseMsg: true }),
  });
}

import { liveVideoQueryKeyWordByName } from '@matchday/contract/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

/** The server's keyword search (title, anchor, team). */
export const streamSearchQueryOptions = (keyWord: string, language: string) =>
  queryOptions({
    queryKey: liveKeys.search(keyWord.toLowerCase(), language),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiCall(liveVideoQueryKeyWordByName, { query: { keyWord }, signal, noNeedResponseMsg: true }),
  });

/** Off while the keyword is empty. */
export function useStreamSearch(keyword: string) {
  const { i18n } = useTranslation();
  const keyWord = keyword.trim();
  return useQuery({ ...streamSearchQueryOptions(keyWord, i18n.language), enabled: keyWord !== '' });
}

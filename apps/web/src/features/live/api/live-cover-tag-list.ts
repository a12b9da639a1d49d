import { liveCoverTagList } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { STALE } from '@/shared/query/stale';
import { liveKeys } from './keys';

/** The cover tag catalogue, named in the page's language by the server. */
export const coverTagsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: liveKeys.coverTags(language),
    queryFn: ({ signal }) => apiCall(liveCoverTagList, { body: {}, signal, noNeedResponseMsg: true }),
    staleTime: STALE.liveCoverTags,
  });

export function useCoverTags() {
  const { i18n } = useTranslation();
  return useQuery(coverTagsQueryOptions(i18n.language));
}

export type CoverTag = NonNullable<ReturnType<typeof useCoverTags>['data']>[number];

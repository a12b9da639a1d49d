import { liveCoverTagList } from '@matchday/contract/client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { STALE } from '@/shared/query/stale';
import { liveKeys } from './stream-cache';

/** The cover tag catalogue, named in the page's language by the server. */
export function useCoverTags() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: liveKeys.coverTags(i18n.language),
    queryFn: ({ signal }) => apiCall(liveCoverTagList, { body: {}, signal, noNeedResponseMsg: true }),
    staleTime: STALE.liveCoverTags,
  });
}

export type CoverTag = NonNullable<ReturnType<typeof useCoverTags>['data']>[number];

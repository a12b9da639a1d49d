import { siteMainQueryDetail } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { STALE } from '@/shared/query/stale';
import { siteKeys } from './keys';

/** Site maintenance and the logged-out menu order at a display point (0: the site). */
export const siteMainQueryOptions = (point = 0) =>
  queryOptions({
    queryKey: siteKeys.main(point),
    queryFn: () => apiCall(siteMainQueryDetail, { body: { point }, noNeedResponseMsg: true }),
    staleTime: STALE.siteConfig,
  });

export const useSiteMain = (point = 0) => useQuery(siteMainQueryOptions(point));

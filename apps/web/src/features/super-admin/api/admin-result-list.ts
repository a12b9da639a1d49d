import { adminResultList } from '@matchday/contract/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { adminKeys } from './keys';

/** Results a page. */
export const RESULTS_PAGE_SIZE = 20;

export interface ResultFilter {
  sportId?: number;
  matchId?: number;
}

/** Recorded results by sport and match id, newest first, a page at a time; the last page shows while the next loads. */
export const resultPageQueryOptions = (filter: ResultFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.resultPage(filter, page),
    queryFn: () =>
      apiCall(adminResultList, {
        query: { ...filter, pageNum: page, pageSize: RESULTS_PAGE_SIZE },
        noNeedResponseMsg: true,
      }),
    placeholderData: keepPreviousData,
  });

export const useResultPage = (filter: ResultFilter, page: number) => useQuery(resultPageQueryOptions(filter, page));

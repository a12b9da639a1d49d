import { fundWalletTransactions } from '@matchday/contract/client';
import { dateRange } from '@matchday/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { localOffsetMinutes } from '@/shared/time/local-time';
import { memberCentreKeys } from './keys';

/** Movements a page. */
export const HISTORY_PAGE = 50;

/** The wallet's movements of a kind ('' for every kind) over the last `days`, newest first, page by page. */
export const walletHistoryQueryOptions = (kind: string, days: string) =>
  infiniteQueryOptions({
    queryKey: memberCentreKeys.walletHistory(kind, days),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => {
      // Day-granular bounds: every page of one query gets the same range.
      const { startMs, endMs } = dateRange(Date.now(), Number(days), localOffsetMinutes());
      return apiCall(fundWalletTransactions, {
        query: {
          pageNum: pageParam,
          pageSize: HISTORY_PAGE,
          startTime: startMs,
          endTime: endMs,
          ...(kind ? { kind } : {}),
        },
        noNeedResponseMsg: true,
      });
    },
    getNextPageParam: (last, pages) => (pages.length * HISTORY_PAGE < last.total ? pages.length + 1 : undefined),
  });

export const useWalletHistory = (kind: string, days: string) => useInfiniteQuery(walletHistoryQueryOptions(kind, days));

import { sportsPaths, type BrowserSportsData } from '@matchday/contract/client';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sportsCall } from '@/shared/http/sports-client';
import { rangeMs, type RangeKey } from '../lib/bet-ranges';
import { myBetsKeys } from './keys';

/** One of the member's bets as the order list gives it. */
export type BetOrder = BrowserSportsData<'/v1/order/new/bet/list'>['records'][number];

/** Orders a page; the platform serves at most 100. */
export const BET_PAGE_SIZE = 30;

/** The member's open orders, or settled ones within a range (§7), newest first, page by page. */
export const betListQueryOptions = (settled: boolean, range: RangeKey) =>
  infiniteQueryOptions({
    queryKey: myBetsKeys.orderList(settled, range),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      sportsCall(
        sportsPaths.newBetList,
        {
          isSettled: settled,
          ...(settled ? { ...rangeMs(range), timeType: 2 } : {}),
          current: pageParam,
          size: BET_PAGE_SIZE,
        },
        { noNeedResponseMsg: true },
      ),
    getNextPageParam: (last, pages) => (pages.length * BET_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });

export const useBetList = (settled: boolean, range: RangeKey) => useInfiniteQuery(betListQueryOptions(settled, range));

/** Asks the member's orders again (a cash-out or an automatic one was decided). */
export function useRefreshOrders(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: myBetsKeys.orders() }), [client]);
}

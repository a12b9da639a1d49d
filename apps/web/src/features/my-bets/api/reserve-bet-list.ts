import { sportsPaths } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sportsCall } from '@/shared/http/sports-client';
import { POLL } from '@/shared/query/stale';
import { reserveRange, type RangeKey } from '../lib/bet-ranges';
import { myBetsKeys } from './keys';

/** Pending reserve bets, or failed ones within a range (§9). */
export const reserveListQueryOptions = (failed: boolean, range: RangeKey) =>
  queryOptions({
    queryKey: myBetsKeys.reserveList(failed, range),
    queryFn: () =>
      sportsCall(
        sportsPaths.reserveBetList,
        { isFailed: failed, ...(failed ? reserveRange(range) : {}) },
        { noNeedResponseMsg: true },
      ),
    // Pending ones move on by themselves (placed at the price, or failed when the match ends).
    ...(failed ? {} : { refetchInterval: POLL.pendingReserves }),
  });

export const useReserveList = (failed: boolean, range: RangeKey) => useQuery(reserveListQueryOptions(failed, range));

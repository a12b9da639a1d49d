import { livePushOrderList } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { ROOM_BETS_PAGE } from '../lib/pushed-bets';
import { liveKeys } from './keys';

/** The calling anchor's recommendations, newest first. */
export const ownBetsQueryOptions = () =>
  queryOptions({
    queryKey: liveKeys.ownBets,
    queryFn: ({ signal }) =>
      apiCall(livePushOrderList, { body: { pageNum: 1, pageSize: ROOM_BETS_PAGE }, signal, noNeedResponseMsg: true }),
  });

export const useOwnBets = () => useQuery(ownBetsQueryOptions());

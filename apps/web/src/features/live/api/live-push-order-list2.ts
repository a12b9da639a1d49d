import { livePushOrderList2 } from '@matchday/contract/client';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { ROOM_BETS_PAGE } from '../lib/pushed-bets';
import { liveKeys } from './keys';

/** A room's recommended bets, newest first (its `pushOrder` pushes add to them: hooks/use-push-orders.ts). */
export const roomBetsQueryOptions = (streamId: number) =>
  queryOptions({
    queryKey: liveKeys.roomBets(streamId),
    queryFn: ({ signal }) =>
      apiCall(livePushOrderList2, {
        body: { streamId, pageNum: 1, pageSize: ROOM_BETS_PAGE },
        signal,
        noNeedResponseMsg: true,
      }),
  });

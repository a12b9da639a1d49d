import type { EventPayload } from '@matchday/contract';
import {
  livePushOrderList,
  livePushOrderList2,
  livePushOrderSave,
  type BodyOf,
  type DataOf,
  type EndpointOf,
} from '@matchday/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { useTopic } from '@/shared/realtime/use-topic';
import { liveKeys } from './stream-cache';

export type PushOrder = EventPayload<'room', 'pushOrder'>;
type BetPage = DataOf<EndpointOf<typeof livePushOrderList2>>;
export type PushOrderDraft = BodyOf<EndpointOf<typeof livePushOrderSave>>;

/** Recommended bets a room shows. */
export const ROOM_BETS_PAGE = 20;

/**
 * Puts a pushed bet first in a page, once (a push and a refetch may both bring it); a bet already
 * listed is replaced where it stands (its follower count moved).
 */
export function withBet(page: BetPage | undefined, bet: PushOrder): BetPage {
  if (!page) return { list: [bet], total: 1 };
  if (page.list.some((b) => b.id === bet.id))
    return { ...page, list: page.list.map((b) => (b.id === bet.id ? bet : b)) };
  return { list: [bet, ...page.list].slice(0, ROOM_BETS_PAGE), total: page.total + 1 };
}

/** A room's recommended bets, newest first; new ones and new follower counts arrive on `room:{id}` as `pushOrder`. */
export function useRoomBets(streamId: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: liveKeys.roomBets(streamId),
    queryFn: ({ signal }) =>
      apiCall(livePushOrderList2, {
        body: { streamId, pageNum: 1, pageSize: ROOM_BETS_PAGE },
        signal,
        noNeedResponseMsg: true,
      }),
  });
  useTopic(
    `room:${streamId}`,
    'pushOrder',
    (bet) => client.setQueryData<BetPage>(liveKeys.roomBets(streamId), (page) => withBet(page, bet)),
    () => void client.invalidateQueries({ queryKey: liveKeys.roomBets(streamId) }),
  );
  return query;
}

/** The calling anchor's recommendations, newest first. */
export function useOwnBets() {
  return useQuery({
    queryKey: liveKeys.ownBets,
    queryFn: ({ signal }) =>
      apiCall(livePushOrderList, { body: { pageNum: 1, pageSize: ROOM_BETS_PAGE }, signal, noNeedResponseMsg: true }),
  });
}

/** Recommends a bet to one of the anchor's live rooms. */
export function useSavePushOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: PushOrderDraft) => apiCall(livePushOrderSave, { body: draft, noNeedResponseMsg: true }),
    onSuccess: (saved) => {
      client.setQueryData<BetPage>(liveKeys.ownBets, (page) => withBet(page, saved));
      client.setQueryData<BetPage>(liveKeys.roomBets(saved.streamId), (page) => (page ? withBet(page, saved) : page));
    },
  });
}

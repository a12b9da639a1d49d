import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTopic } from '@/shared/realtime/use-topic';
import { liveKeys } from '../api/keys';
import { roomBetsQueryOptions } from '../api/live-push-order-list2';
import { withBet, type BetPage } from '../lib/pushed-bets';

/** A room's recommended bets, newest first; new ones and new follower counts arrive on `room:{id}` as `pushOrder`. */
export function useRoomBets(streamId: number) {
  const client = useQueryClient();
  const query = useQuery(roomBetsQueryOptions(streamId));
  useTopic(
    `room:${streamId}`,
    'pushOrder',
    (bet) => client.setQueryData<BetPage>(liveKeys.roomBets(streamId), (page) => withBet(page, bet)),
    () => void client.invalidateQueries({ queryKey: liveKeys.roomBets(streamId) }),
  );
  return query;
}

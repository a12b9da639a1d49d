import { livePushOrderSave, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { withBet, type BetPage } from '../lib/pushed-bets';
import { liveKeys } from './keys';

export type PushOrderDraft = BodyOf<EndpointOf<typeof livePushOrderSave>>;

/** Recommends a bet to one of the anchor's live rooms; it joins the anchor's list and the room's. */
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

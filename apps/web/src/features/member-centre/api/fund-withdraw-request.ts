import { fundWithdrawRequest, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { walletKeys } from '@/shared/wallet/api/keys';
import { memberCentreKeys } from './keys';

/** Requests a withdrawal, which reserves the amount: the list and the wallet are asked again before it settles. */
export function useRequestWithdrawal(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof fundWithdrawRequest>>) =>
      apiCall(fundWithdrawRequest, { body, noNeedResponseMsg: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: memberCentreKeys.withdrawals() }),
        client.invalidateQueries({ queryKey: walletKeys.member(userId) }),
      ]),
  });
}

import { fundWalletMemberLocal, type DataOf, type EndpointOf } from '@matchday/contract/client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '@/shared/http/api-client';
import { walletKeys } from './keys';

export type MemberWallet = DataOf<EndpointOf<typeof fundWalletMemberLocal>>;

/** The member's wallets: the balance in their currency and one per currency held (minor units). */
export const memberWalletQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: walletKeys.member(userId),
    queryFn: () => apiCall(fundWalletMemberLocal, { body: {}, noNeedResponseMsg: true }),
  });

export const useMemberWallet = (userId: number | null, opts: { enabled?: boolean; staleTime?: number } = {}) =>
  useQuery({ ...memberWalletQueryOptions(userId), ...opts });

/** Asks the member's wallet again (after a deposit or a withdrawal moved it). */
export function useRefreshMemberWallet(): (userId: number) => Promise<void> {
  const client = useQueryClient();
  return useCallback((userId) => client.invalidateQueries({ queryKey: walletKeys.member(userId) }), [client]);
}

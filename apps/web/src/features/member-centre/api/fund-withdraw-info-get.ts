import { fundWithdrawInfoGet } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { memberCentreKeys } from './keys';

/** The payout account, masked; null until the member saves one. */
export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: memberCentreKeys.withdrawInfo(),
    queryFn: () => apiCall(fundWithdrawInfoGet, { noNeedResponseMsg: true }),
  });

export const useWithdrawInfo = () => useQuery(withdrawInfoQueryOptions());

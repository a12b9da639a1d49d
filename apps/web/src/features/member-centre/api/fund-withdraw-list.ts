import { fundWithdrawList } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { memberCentreKeys } from './keys';

/** The member's latest withdrawals. */
export const withdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: memberCentreKeys.withdrawals(),
    queryFn: () => apiCall(fundWithdrawList, { query: { pageNum: 1, pageSize: 10 }, noNeedResponseMsg: true }),
  });

export const useWithdrawals = () => useQuery(withdrawalsQueryOptions());

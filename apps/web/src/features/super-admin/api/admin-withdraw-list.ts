import { adminWithdrawList } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { adminKeys } from './keys';

/** Pending withdrawals, oldest first. */
export const pendingWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.withdrawals(),
    queryFn: () => apiCall(adminWithdrawList, { query: { pageNum: 1, pageSize: 50 }, noNeedResponseMsg: true }),
  });

export const usePendingWithdrawals = () => useQuery(pendingWithdrawalsQueryOptions());

import { fundDepositGet, type DepositOrder } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { memberCentreKeys } from './keys';

const FINAL = new Set<DepositOrder['status']>(['paid', 'failed', 'cancelled', 'refunded']);
/** A returned order is asked about this often until it settles. */
export const DEPOSIT_POLL_MS = 1_000;

/** The deposit order the provider's page returned to, followed until it is paid, failed or cancelled. */
export const depositOrderQueryOptions = (orderNo: string | undefined) =>
  queryOptions({
    queryKey: memberCentreKeys.deposit(orderNo),
    queryFn: () => apiCall(fundDepositGet, { params: { orderNo: orderNo ?? '' }, noNeedResponseMsg: true }),
    refetchInterval: (q) => (q.state.data && FINAL.has(q.state.data.status) ? false : DEPOSIT_POLL_MS),
  });

export const useDepositOrder = (orderNo: string | undefined) =>
  useQuery({ ...depositOrderQueryOptions(orderNo), enabled: Boolean(orderNo) });

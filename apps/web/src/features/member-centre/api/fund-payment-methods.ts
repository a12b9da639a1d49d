import { fundPaymentMethods } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { STALE } from '@/shared/query/stale';
import { memberCentreKeys } from './keys';

/** The deposit methods with their limits by currency, and the payout limits. */
export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: memberCentreKeys.paymentMethods(),
    queryFn: () => apiCall(fundPaymentMethods, { noNeedResponseMsg: true }),
    staleTime: STALE.paymentMethods,
  });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

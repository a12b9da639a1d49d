import { fundDepositCreate, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

export type DepositRequest = BodyOf<EndpointOf<typeof fundDepositCreate>>;

/** Opens a deposit order; its answer names the provider's page to pay on. */
export const useCreateDeposit = () =>
  useMutation({ mutationFn: (body: DepositRequest) => apiCall(fundDepositCreate, { body, noNeedResponseMsg: true }) });

import { fundWithdrawInfoSave, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { memberCentreKeys } from './keys';

/** Saves the payout account; the masked account is asked again. */
export function useSaveWithdrawInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof fundWithdrawInfoSave>>) =>
      apiCall(fundWithdrawInfoSave, { body, noNeedResponseMsg: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: memberCentreKeys.withdrawInfo() }),
  });
}

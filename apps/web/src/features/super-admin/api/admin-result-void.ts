import { adminResultVoid, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { adminKeys } from './keys';

/** Voids a match (cancelled or abandoned: its bets are refunded); the results are read again. */
export function useVoidResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof adminResultVoid>>) =>
      apiCall(adminResultVoid, { body, noNeedResponseMsg: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.results() }),
  });
}

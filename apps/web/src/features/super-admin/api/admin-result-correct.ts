import { adminResultCorrect, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { adminKeys } from './keys';

/** Corrects a recorded result as its next version (the bets are settled again); the results are read again. */
export function useCorrectResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof adminResultCorrect>>) =>
      apiCall(adminResultCorrect, { body, noNeedResponseMsg: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.results() }),
  });
}

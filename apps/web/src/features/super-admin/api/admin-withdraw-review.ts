import { adminWithdrawReview, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { adminKeys } from './keys';

/** Approves (pays out) or rejects (releases the funds of) a withdrawal; the pending list is read again before it settles. */
export function useReviewWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof adminWithdrawReview>>) =>
      apiCall(adminWithdrawReview, { body, noNeedResponseMsg: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.withdrawals() }),
  });
}

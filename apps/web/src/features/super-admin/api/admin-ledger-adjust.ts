import { adminLedgerAdjust, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Posts a manual adjustment to a member's wallet, once per idempotency key; answers the balance after it. */
export const useLedgerAdjust = () =>
  useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof adminLedgerAdjust>>) =>
      apiCall(adminLedgerAdjust, { body, noNeedResponseMsg: true }),
  });

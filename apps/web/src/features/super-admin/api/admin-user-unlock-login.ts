import { adminUserUnlockLogin, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Lifts a user's password-login lock (audited); answers whether one held. */
export const useUnlockLogin = () =>
  useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof adminUserUnlockLogin>>) =>
      apiCall(adminUserUnlockLogin, { body, noNeedResponseMsg: true }),
  });

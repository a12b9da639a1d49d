import { memberPasswordChange, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Changes the password, given the current one. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof memberPasswordChange>>) =>
      apiCall(memberPasswordChange, { body, noNeedResponseMsg: true }),
  });

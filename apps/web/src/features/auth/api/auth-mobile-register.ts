import { authMobileRegister, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Registers by phone with the code sent to it, and logs the new member in. */
export const usePhoneRegister = () =>
  useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof authMobileRegister>>) =>
      apiCall(authMobileRegister, { body, noNeedResponseMsg: true }),
  });

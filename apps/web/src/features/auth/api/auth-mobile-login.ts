import { authMobileLogin, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Logs in by phone with the code sent to it. */
export const usePhoneLogin = () =>
  useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof authMobileLogin>>) =>
      apiCall(authMobileLogin, { body, noNeedResponseMsg: true }),
  });

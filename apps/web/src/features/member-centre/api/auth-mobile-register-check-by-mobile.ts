import { authMobileRegisterCheckByMobile, type EndpointOf, type ParamsOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Sends a verification code to a phone, to bind it. */
export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: (params: ParamsOf<EndpointOf<typeof authMobileRegisterCheckByMobile>>) =>
      apiCall(authMobileRegisterCheckByMobile, { params, noNeedResponseMsg: true }),
  });

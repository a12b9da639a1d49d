import { authMobileRegisterCheckByMobile, type EndpointOf, type ParamsOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Sends a code to a phone for login or registration (the answer never says which) and when one may be asked again. */
export const useSendLoginCode = () =>
  useMutation({
    mutationFn: (params: ParamsOf<EndpointOf<typeof authMobileRegisterCheckByMobile>>) =>
      apiCall(authMobileRegisterCheckByMobile, { params, noNeedResponseMsg: true }),
  });

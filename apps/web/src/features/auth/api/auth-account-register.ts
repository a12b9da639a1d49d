import { authAccountRegister, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Registers by user name and password, and logs the new member in. */
export const useAccountRegister = () =>
  useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof authAccountRegister>>) =>
      apiCall(authAccountRegister, { body, noNeedResponseMsg: true }),
  });

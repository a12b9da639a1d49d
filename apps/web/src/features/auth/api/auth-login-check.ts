import { authLoginCheck, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Confirms a login with the code sent to the member’s phone (the verification dialog). */
export const useLoginCheck = () =>
  useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof authLoginCheck>>) =>
      apiCall(authLoginCheck, { body, noNeedResponseMsg: true }),
  });

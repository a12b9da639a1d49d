import { authAccountLoginV2, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Logs in by user name and password; the answer says whether a vtob page or a phone check comes next (spec §4). */
export const useAccountLogin = () =>
  useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof authAccountLoginV2>>) =>
      apiCall(authAccountLoginV2, { body, noNeedResponseMsg: true }),
  });

import { userBanLogSave, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Bans a user (room 0: the whole site). */
export const useBanUser = () =>
  useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof userBanLogSave>>) =>
      apiCall(userBanLogSave, { body, noNeedResponseMsg: true }),
  });

import { memberSecurityLogoutOthers } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Logs out every other device of the member (their sessions and sports tokens end); this one stays. */
export const useLogoutOthers = () =>
  useMutation({
    mutationFn: () => apiCall(memberSecurityLogoutOthers, { body: {}, noNeedResponseMsg: true }),
  });

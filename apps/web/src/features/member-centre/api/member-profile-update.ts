import { memberProfileUpdate, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { useSession } from '@/shared/session/session-store';

/** Changes the nickname or avatar; the session's user info becomes the answer. */
export function useUpdateProfile() {
  const setUserInfo = useSession((s) => s.setUserInfo);
  return useMutation({
    mutationFn: (change: BodyOf<EndpointOf<typeof memberProfileUpdate>>) =>
      apiCall(memberProfileUpdate, { body: change, noNeedResponseMsg: true }),
    onSuccess: setUserInfo,
  });
}

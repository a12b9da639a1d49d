import { memberPhoneBind, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { useSession } from '@/shared/session/session-store';

/** Binds a phone with the code sent to it; the session's user info becomes the answer. */
export function useBindPhone() {
  const setUserInfo = useSession((s) => s.setUserInfo);
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof memberPhoneBind>>) =>
      apiCall(memberPhoneBind, { body, noNeedResponseMsg: true }),
    onSuccess: setUserInfo,
  });
}

import { userPresenterUpdate, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { useSession } from '@/shared/session/session-store';
import { liveKeys } from './keys';

export type PresenterChange = BodyOf<EndpointOf<typeof userPresenterUpdate>>;

/** Saves the calling anchor's profile; the name shows in lists and rooms, so those are read again. */
export function useUpdatePresenter() {
  const client = useQueryClient();
  const setUserInfo = useSession((s) => s.setUserInfo);
  return useMutation({
    mutationFn: (change: PresenterChange) => apiCall(userPresenterUpdate, { body: change, noNeedResponseMsg: true }),
    onSuccess: (saved) => {
      client.setQueryData(liveKeys.presenter(saved.id), saved);
      void client.invalidateQueries({ queryKey: liveKeys.list });
      void client.invalidateQueries({ queryKey: liveKeys.own(saved.id) });
      // The header and the anchor centre show the signed-in user's own name and avatar.
      const info = useSession.getState().userInfo;
      if (info && info.id === saved.id) setUserInfo({ ...info, nickName: saved.nickName, avatarId: saved.avatarId });
    },
  });
}

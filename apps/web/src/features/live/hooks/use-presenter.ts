import {
  userPresenterGetInfo2,
  userPresenterUpdate,
  type BodyOf,
  type DataOf,
  type EndpointOf,
} from '@matchday/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { useSession } from '@/shared/session/session-store';
import { liveKeys } from './stream-cache';

export type Presenter = DataOf<EndpointOf<typeof userPresenterGetInfo2>>;
export type PresenterChange = BodyOf<EndpointOf<typeof userPresenterUpdate>>;

/** An anchor's public profile: name, avatar, bio, room notice and current stream. */
export function usePresenter(id: number) {
  return useQuery({
    queryKey: liveKeys.presenter(id),
    enabled: id > 0,
    queryFn: ({ signal }) => apiCall(userPresenterGetInfo2, { params: { id }, signal, noNeedResponseMsg: true }),
  });
}

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

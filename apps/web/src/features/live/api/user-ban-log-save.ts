import { userBanLogSave, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

export type BanDraft = BodyOf<EndpointOf<typeof userBanLogSave>>;

/** Mutes or bans a viewer in a room (the ban log's room is the anchor's user id). */
export function useBanViewer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: BanDraft) => apiCall(userBanLogSave, { body: draft, noNeedResponseMsg: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: liveKeys.bans }),
  });
}

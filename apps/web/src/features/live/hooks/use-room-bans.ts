import {
  userBanLogBatchUntie,
  userBanLogList,
  userBanLogSave,
  type BodyOf,
  type DataOf,
  type EndpointOf,
} from '@matchday/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './stream-cache';

export type BanRecord = DataOf<EndpointOf<typeof userBanLogList>>['list'][number];
export type BanDraft = BodyOf<EndpointOf<typeof userBanLogSave>>;

/** Mutes and bans still in force in the caller's rooms, newest first. */
export function useActiveBans() {
  return useQuery({
    queryKey: liveKeys.bans,
    queryFn: ({ signal }) =>
      apiCall(userBanLogList, { body: { pageNum: 1, pageSize: 100, active: true }, signal, noNeedResponseMsg: true }),
  });
}

/** Mutes or bans a viewer in a room (the ban log's room is the anchor's user id). */
export function useBanViewer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: BanDraft) => apiCall(userBanLogSave, { body: draft, noNeedResponseMsg: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: liveKeys.bans }),
  });
}

/** Lifts mutes and bans. */
export function useLiftBans() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiCall(userBanLogBatchUntie, { body: { ids }, noNeedResponseMsg: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: liveKeys.bans }),
  });
}

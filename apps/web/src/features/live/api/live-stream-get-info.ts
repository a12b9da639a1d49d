import { liveStreamGetInfo } from '@matchday/contract/client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

/** A room reads its stream again this often, in case a push was lost with the socket. */
export const ROOM_REFRESH_MS = 30_000;

/** One stream with its playback URLs (and its ingest, for its anchor). */
export const streamInfoQueryOptions = (id: number, poll = false) =>
  queryOptions({
    queryKey: liveKeys.info(id),
    refetchInterval: poll ? ROOM_REFRESH_MS : false,
    queryFn: ({ signal }) => apiCall(liveStreamGetInfo, { params: { id }, signal, noNeedResponseMsg: true }),
  });

export const useStreamInfo = (id: number, opts: { poll?: boolean } = {}) =>
  useQuery({ ...streamInfoQueryOptions(id, opts.poll), enabled: id > 0 });

/** Reads a stream again (the player found it closed). */
export function useRefreshStreamInfo(): (id: number) => void {
  const client = useQueryClient();
  return useCallback((id) => void client.invalidateQueries({ queryKey: liveKeys.info(id) }), [client]);
}

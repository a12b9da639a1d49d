import { liveStreamGetInfo, liveStreamList } from '@matchday/contract/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './stream-cache';

/** Spec §9: the stream list asks for page 1 of 999. */
const LIST_PAGE = { pageNum: 1, pageSize: 999 } as const;
/** New streams appear by this poll; status and viewers of listed ones come by room pushes. */
export const LIST_REFRESH_MS = 15_000;

/** The open streams (booked, ready, live), as the server orders them. */
export function useLiveList() {
  return useQuery({
    queryKey: liveKeys.list,
    queryFn: ({ signal }) => apiCall(liveStreamList, { body: LIST_PAGE, signal, noNeedResponseMsg: true }),
    refetchInterval: LIST_REFRESH_MS,
  });
}

/** An anchor's own streams, ended and cancelled included (the anchor centre). */
export function useOwnStreams(presenterId: number) {
  return useQuery({
    queryKey: liveKeys.own(presenterId),
    queryFn: ({ signal }) =>
      apiCall(liveStreamList, { body: { ...LIST_PAGE, presenterId }, signal, noNeedResponseMsg: true }),
  });
}

/** A room reads its stream again this often, in case a push was lost with the socket. */
export const ROOM_REFRESH_MS = 30_000;

/** One stream with its playback URLs (and its ingest, for its anchor). */
export function useStreamInfo(id: number, opts: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: liveKeys.info(id),
    enabled: id > 0,
    refetchInterval: opts.poll ? ROOM_REFRESH_MS : false,
    queryFn: ({ signal }) => apiCall(liveStreamGetInfo, { params: { id }, signal, noNeedResponseMsg: true }),
  });
}

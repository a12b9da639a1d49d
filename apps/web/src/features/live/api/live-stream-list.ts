import { liveStreamList } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

/** Spec §9: the stream list asks for page 1 of 999. */
const LIST_PAGE = { pageNum: 1, pageSize: 999 } as const;
/** New streams appear by this poll; status and viewers of listed ones come by room pushes. */
export const LIST_REFRESH_MS = 15_000;

/** The open streams (booked, ready, live), as the server orders them. */
export const liveListQueryOptions = () =>
  queryOptions({
    queryKey: liveKeys.list,
    queryFn: ({ signal }) => apiCall(liveStreamList, { body: LIST_PAGE, signal, noNeedResponseMsg: true }),
    refetchInterval: LIST_REFRESH_MS,
  });

export const useLiveList = () => useQuery(liveListQueryOptions());

/** An anchor's own streams, ended and cancelled included (the anchor centre). */
export const ownStreamsQueryOptions = (presenterId: number) =>
  queryOptions({
    queryKey: liveKeys.own(presenterId),
    queryFn: ({ signal }) =>
      apiCall(liveStreamList, { body: { ...LIST_PAGE, presenterId }, signal, noNeedResponseMsg: true }),
  });

export const useOwnStreams = (presenterId: number) => useQuery(ownStreamsQueryOptions(presenterId));

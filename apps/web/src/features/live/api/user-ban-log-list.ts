import { userBanLogList, type DataOf, type EndpointOf } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

export type BanRecord = DataOf<EndpointOf<typeof userBanLogList>>['list'][number];

/** Mutes and bans still in force in the caller's rooms, newest first. */
export const activeBansQueryOptions = () =>
  queryOptions({
    queryKey: liveKeys.bans,
    queryFn: ({ signal }) =>
      apiCall(userBanLogList, { body: { pageNum: 1, pageSize: 100, active: true }, signal, noNeedResponseMsg: true }),
  });

export const useActiveBans = () => useQuery(activeBansQueryOptions());

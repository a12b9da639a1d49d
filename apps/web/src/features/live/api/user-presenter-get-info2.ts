import { userPresenterGetInfo2, type DataOf, type EndpointOf } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

export type Presenter = DataOf<EndpointOf<typeof userPresenterGetInfo2>>;

/** An anchor's public profile: name, avatar, bio, room notice and current stream. */
export const presenterQueryOptions = (id: number) =>
  queryOptions({
    queryKey: liveKeys.presenter(id),
    queryFn: ({ signal }) => apiCall(userPresenterGetInfo2, { params: { id }, signal, noNeedResponseMsg: true }),
  });

export const usePresenter = (id: number) => useQuery({ ...presenterQueryOptions(id), enabled: id > 0 });

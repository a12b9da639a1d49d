import { liveChatroomConfigInfo } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

/** A room's chat rules: slow mode, members only, line length. */
export const chatConfigQueryOptions = (streamId: number) =>
  queryOptions({
    queryKey: liveKeys.chatConfig(streamId),
    queryFn: ({ signal }) => apiCall(liveChatroomConfigInfo, { body: { streamId }, signal, noNeedResponseMsg: true }),
  });

export const useChatConfig = (streamId: number) => useQuery(chatConfigQueryOptions(streamId));

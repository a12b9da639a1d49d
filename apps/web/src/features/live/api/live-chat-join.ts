import { liveChatJoin } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

/** Joins a room's chat with a ticket: the member's role there and the last lines. */
export const joinChat = (streamId: number, sig: string, signal?: AbortSignal) =>
  apiCall(liveChatJoin, { body: { streamId, sig }, noNeedResponseMsg: true, ...(signal ? { signal } : {}) });

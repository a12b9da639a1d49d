import { liveChatroomGetSig } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

/** A ticket to a room's chat for the signed-in member. */
export const fetchChatSig = (streamId: number, signal?: AbortSignal) =>
  apiCall(liveChatroomGetSig, { params: { id: streamId }, noNeedResponseMsg: true, ...(signal ? { signal } : {}) });

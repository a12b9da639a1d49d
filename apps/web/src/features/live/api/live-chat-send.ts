import { liveChatSend } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

/** Posts a chat line; the answer is the line as the room shows it. */
export const sendChatLine = (streamId: number, sig: string, text: string) =>
  apiCall(liveChatSend, { body: { streamId, sig, text }, noNeedResponseMsg: true });

import { liveGiftProfitSave, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

/** Sends gifts into a room, paid from the member's wallet once per request key. */
export const sendGift = (body: BodyOf<EndpointOf<typeof liveGiftProfitSave>>) =>
  apiCall(liveGiftProfitSave, { body, noNeedResponseMsg: true });

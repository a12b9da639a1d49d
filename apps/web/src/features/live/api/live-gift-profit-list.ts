import { liveGiftProfitList, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

/** The anchor's gift profit day by day, newest first. */
export const fetchGiftProfitList = (body: BodyOf<EndpointOf<typeof liveGiftProfitList>>, signal?: AbortSignal) =>
  apiCall(liveGiftProfitList, { body, noNeedResponseMsg: true, ...(signal ? { signal } : {}) });

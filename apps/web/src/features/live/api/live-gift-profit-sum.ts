import { liveGiftProfitSum, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

/** The anchor's gift profit totals per currency over a time range. */
export const fetchGiftProfitSum = (body: BodyOf<EndpointOf<typeof liveGiftProfitSum>>, signal?: AbortSignal) =>
  apiCall(liveGiftProfitSum, { body, noNeedResponseMsg: true, ...(signal ? { signal } : {}) });

import { liveStatisticsSum, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

/** The anchor's stream statistics over a time range. */
export const fetchStatisticsSum = (body: BodyOf<EndpointOf<typeof liveStatisticsSum>>, signal?: AbortSignal) =>
  apiCall(liveStatisticsSum, { body, noNeedResponseMsg: true, ...(signal ? { signal } : {}) });

import { liveFollowOrderSave, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

export type FollowOrderBody = BodyOf<EndpointOf<typeof liveFollowOrderSave>>;

/** Records that the member backed a recommended bet with their accepted bet; quiet, as it runs in the background. */
export const saveFollowOrder = (body: FollowOrderBody) =>
  apiCall(liveFollowOrderSave, { body, noNeedResponseMsg: true });

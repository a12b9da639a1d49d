import { memberRgRealityCheck, type DataOf, type EndpointOf } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

export type RealityCheckSummary = DataOf<EndpointOf<typeof memberRgRealityCheck>>;

/** How long the member has played this session and their result per currency; asked when a reality check is due. */
export const fetchRealityCheck = () => apiCall(memberRgRealityCheck, { noNeedResponseMsg: true });

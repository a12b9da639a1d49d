import { memberGet } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

/** The logged-in member's info. */
export const fetchMemberInfo = () => apiCall(memberGet, { noNeedResponseMsg: true });

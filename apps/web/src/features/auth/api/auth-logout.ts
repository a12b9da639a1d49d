import { authLogout } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

/** Ends the session on the server. */
export const postLogout = () => apiCall(authLogout, { body: {}, noNeedResponseMsg: true });

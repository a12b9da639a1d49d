import { gameBetCSportsToken } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

/** A sports platform token (a guest one for visitors) with the platform's addresses. */
export const fetchSportsToken = () => apiCall(gameBetCSportsToken, { body: {}, noNeedResponseMsg: true });

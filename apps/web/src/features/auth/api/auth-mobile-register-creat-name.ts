import { authMobileRegisterCreatName } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** A free user name the server suggests for a phone registration. */
export const useSuggestUserName = () =>
  useMutation({ mutationFn: () => apiCall(authMobileRegisterCreatName, { noNeedResponseMsg: true }) });

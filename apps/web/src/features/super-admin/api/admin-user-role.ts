import { adminUserRole, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { adminKeys } from './keys';

/** Gives a user a role; the user lists are read again before it settles. */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof adminUserRole>>) =>
      apiCall(adminUserRole, { body, noNeedResponseMsg: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

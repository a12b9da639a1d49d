import { memberRgTimeout, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamblingKeys } from '@/shared/gambling-controls/api/keys';
import { apiCall } from '@/shared/http/api-client';

/** Starts a break from play for some hours; the controls it answers replace the cached ones. */
export function useTakeBreak() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof memberRgTimeout>>) =>
      apiCall(memberRgTimeout, { body, noNeedResponseMsg: true }),
    onSuccess: (controls) => client.setQueryData(gamblingKeys.controls(), controls),
  });
}

import { memberRgSelfExclude, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamblingKeys } from '@/shared/gambling-controls/api/keys';
import { apiCall } from '@/shared/http/api-client';

/** Excludes the member from play for some months, confirmed; the controls it answers replace the cached ones. */
export function useSelfExclude() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof memberRgSelfExclude>>) =>
      apiCall(memberRgSelfExclude, { body, noNeedResponseMsg: true }),
    onSuccess: (controls) => client.setQueryData(gamblingKeys.controls(), controls),
  });
}

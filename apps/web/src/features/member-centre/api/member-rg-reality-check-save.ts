import { memberRgRealityCheckSave, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamblingKeys } from '@/shared/gambling-controls/api/keys';
import { apiCall } from '@/shared/http/api-client';

/** Sets how often the reality check appears (0: never); the controls it answers replace the cached ones. */
export function useSaveRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof memberRgRealityCheckSave>>) =>
      apiCall(memberRgRealityCheckSave, { body, noNeedResponseMsg: true }),
    onSuccess: (controls) => client.setQueryData(gamblingKeys.controls(), controls),
  });
}

import { memberRgLimitSave, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamblingKeys } from '@/shared/gambling-controls/api/keys';
import { apiCall } from '@/shared/http/api-client';

/** Sets, changes or removes a limit (a loosened one waits its cooling-off); the controls it answers replace the cached ones. */
export function useSaveLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof memberRgLimitSave>>) =>
      apiCall(memberRgLimitSave, { body, noNeedResponseMsg: true }),
    onSuccess: (controls) => client.setQueryData(gamblingKeys.controls(), controls),
  });
}

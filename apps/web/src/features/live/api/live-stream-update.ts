import { liveStreamUpdate, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';
import { useStreamChanged } from './stream-changed';

/** Changes a stream (its entry fee, a new key); the fee its room shows is read again. */
export function useUpdateStream(presenterId: number) {
  const client = useQueryClient();
  const changed = useStreamChanged(presenterId);
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof liveStreamUpdate>>) =>
      apiCall(liveStreamUpdate, { body, noNeedResponseMsg: true }),
    onSuccess: (stream) => {
      changed(stream);
      void client.invalidateQueries({ queryKey: liveKeys.fee(stream.id) });
    },
  });
}

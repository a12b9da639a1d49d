import { liveStreamStop, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

/** Ends a stream, cutting off whoever is publishing. */
export function useStopStream(presenterId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof liveStreamStop>>) =>
      apiCall(liveStreamStop, { body, noNeedResponseMsg: true }),
    onSuccess: (stream) => {
      client.setQueryData(liveKeys.info(stream.id), stream);
      void client.invalidateQueries({ queryKey: liveKeys.own(presenterId) });
    },
  });
}

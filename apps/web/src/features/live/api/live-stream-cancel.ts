import { liveStreamCancel, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

/** Cancels a booked or ready stream. */
export function useCancelStream(presenterId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof liveStreamCancel>>) =>
      apiCall(liveStreamCancel, { body, noNeedResponseMsg: true }),
    onSuccess: (stream) => {
      client.setQueryData(liveKeys.info(stream.id), stream);
      void client.invalidateQueries({ queryKey: liveKeys.own(presenterId) });
    },
  });
}

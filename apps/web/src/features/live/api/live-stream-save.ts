import { liveStreamSave, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

/** Creates a stream, ready now or booked for a start time; it joins the anchor's own streams. */
export function useSaveStream(presenterId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof liveStreamSave>>) =>
      apiCall(liveStreamSave, { body, noNeedResponseMsg: true }),
    onSuccess: (stream) => {
      client.setQueryData(liveKeys.info(stream.id), stream);
      void client.invalidateQueries({ queryKey: liveKeys.own(presenterId) });
    },
  });
}

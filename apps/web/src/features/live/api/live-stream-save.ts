import { liveStreamSave, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { useStreamChanged } from './stream-changed';

/** Creates a stream, ready now or booked for a start time; it joins the anchor's own streams. */
export function useSaveStream(presenterId: number) {
  const changed = useStreamChanged(presenterId);
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof liveStreamSave>>) =>
      apiCall(liveStreamSave, { body, noNeedResponseMsg: true }),
    onSuccess: changed,
  });
}

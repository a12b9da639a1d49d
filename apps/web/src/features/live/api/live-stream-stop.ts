import { liveStreamStop, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { useStreamChanged } from './stream-changed';

/** Ends a stream, cutting off whoever is publishing. */
export function useStopStream(presenterId: number) {
  const changed = useStreamChanged(presenterId);
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof liveStreamStop>>) =>
      apiCall(liveStreamStop, { body, noNeedResponseMsg: true }),
    onSuccess: changed,
  });
}

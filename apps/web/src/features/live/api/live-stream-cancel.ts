import { liveStreamCancel, type BodyOf, type EndpointOf } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { useStreamChanged } from './stream-changed';

/** Cancels a booked or ready stream. */
export function useCancelStream(presenterId: number) {
  const changed = useStreamChanged(presenterId);
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof liveStreamCancel>>) =>
      apiCall(liveStreamCancel, { body, noNeedResponseMsg: true }),
    onSuccess: changed,
  });
}

import type { LiveStream } from '@matchday/contract';
import { useQueryClient } from '@tanstack/react-query';
import { liveKeys } from './keys';

/** What every change to one of the anchor's streams does with the stream it answers: its info is that stream, the anchor's own list is asked again. */
export function useStreamChanged(presenterId: number) {
  const client = useQueryClient();
  return (stream: LiveStream) => {
    client.setQueryData(liveKeys.info(stream.id), stream);
    void client.invalidateQueries({ queryKey: liveKeys.own(presenterId) });
  };
}

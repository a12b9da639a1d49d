import type { EventPayload } from '@matchday/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTopic } from '@/shared/realtime/use-topic';
import { applyRoomUpdate, liveKeys } from './stream-cache';

type StatusPush = EventPayload<'room', 'streamStatus'>;
type ViewersPush = EventPayload<'room', 'viewers'>;

/** Keeps a stream's status and viewer count current from its `room:{id}` topic (null: none). */
export function useRoomUpdates(streamId: number | null): void {
  const client = useQueryClient();
  const refetchInfo = () => {
    if (streamId !== null) void client.invalidateQueries({ queryKey: liveKeys.info(streamId) });
  };
  useTopic(
    streamId === null ? null : `room:${streamId}`,
    (event, data) => {
      const push = data as StatusPush | ViewersPush;
      const update =
        event === 'streamStatus'
          ? { id: push.id, status: (push as StatusPush).status, viewers: push.viewers }
          : { id: push.id, viewers: push.viewers };
      if (applyRoomUpdate(client, update)) refetchInfo();
    },
    // A missed push (a gap or a reconnect): read the stream again.
    () => {
      refetchInfo();
      void client.invalidateQueries({ queryKey: liveKeys.list });
    },
  );
}

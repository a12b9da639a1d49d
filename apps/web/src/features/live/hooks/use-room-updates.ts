import { useQueryClient } from '@tanstack/react-query';
import { useTopic } from '@/shared/realtime/use-topic';
import { applyRoomUpdate, type RoomUpdate } from './stream-cache';
import { liveKeys } from '../api/keys';

/** Keeps a stream's status and viewer count current from its `room:{id}` topic (null: none). */
export function useRoomUpdates(streamId: number | null): void {
  const client = useQueryClient();
  const topic = streamId === null ? null : (`room:${streamId}` as const);
  const apply = (update: RoomUpdate) => {
    if (applyRoomUpdate(client, update)) void client.invalidateQueries({ queryKey: liveKeys.info(update.id) });
  };
  useTopic(topic, 'streamStatus', ({ id, status, viewers }) => apply({ id, status, viewers }));
  useTopic(
    topic,
    'viewers',
    ({ id, viewers }) => apply({ id, viewers }),
    // A missed push (a gap or a reconnect): read the stream again.
    () => {
      if (streamId !== null) void client.invalidateQueries({ queryKey: liveKeys.info(streamId) });
      void client.invalidateQueries({ queryKey: liveKeys.list });
    },
  );
}

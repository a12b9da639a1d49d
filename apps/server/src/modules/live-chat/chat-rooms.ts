import { streamStatusCodes } from '@matchday/contract';
import type { RealtimeBus } from '@matchday/realtime';
import type { ChatRoomInfo } from './chat-service.js';

const closed: readonly number[] = [streamStatusCodes.ended, streamStatusCodes.cancelled];

/** A stream as chat sees it: booked, ready and live rooms are open. */
export function chatRoomOf(stream: { id: number; presenterId: number; status: number } | null): ChatRoomInfo | null {
  return stream ? { streamId: stream.id, anchorId: stream.presenterId, open: !closed.includes(stream.status) } : null;
}

/**
 * Listens to `room:{id}` for the live module's `streamStatus` and calls `onEnded` once the stream
 * ends or is cancelled (on every node, since the status goes through the bus).
 */
export function watchRoomEnds(bus: RealtimeBus, onEnded: (streamId: number) => void, onError: (err: unknown) => void) {
  const watching = new Map<number, Promise<() => void>>();
  const stop = (streamId: number) => {
    void watching.get(streamId)?.then(
      (off) => off(),
      () => undefined,
    );
    watching.delete(streamId);
  };
  return {
    /** Starts watching a room chat is used in; idempotent. */
    watch(streamId: number) {
      if (watching.has(streamId)) return;
      const sub = bus.subscribe(`room:${streamId}`, (msg) => {
        if (msg.event !== 'streamStatus') return;
        const { status } = msg.data as { status: number };
        if (!closed.includes(status)) return;
        stop(streamId);
        onEnded(streamId);
      });
      sub.catch((err: unknown) => {
        watching.delete(streamId);
        onError(err);
      });
      watching.set(streamId, sub);
    },
    close() {
      for (const id of [...watching.keys()]) stop(id);
    },
  };
}

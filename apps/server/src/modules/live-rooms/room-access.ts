import type { AccessChange, RealtimeBus, SocketIdentity } from '@matchday/realtime';
import type { LiveStreamService } from '../live/index.js';
import { BAN, type BanView } from '../moderation/index.js';

/** Bus topic on which every node hears that someone's room access changed (no socket may subscribe it: no family). */
export const ROOM_ACCESS_TOPIC = 'access:rooms';
/** A room's anchor and fee are read again after this long (a fee change on this node forgets it at once). */
const ROOM_TTL_MS = 2_000;
const MAX_CACHED_ROOMS = 10_000;

type Room = { presenterId: number; feeAmount: number } | null;
type Change = { streamId: number } | { userId: number };

export interface RoomAccessDeps {
  streams: Pick<LiveStreamService, 'roomOf' | 'onFeeChanged'>;
  fees: { hasPaid(streamId: number, memberId: number): Promise<boolean> };
  bans: {
    info(userId: number, roomId: number): Promise<Pick<BanView, 'banType'> | null>;
    onStandingChanged(listener: (userId: number) => void): void;
  };
  bus: RealtimeBus;
  onError: (err: unknown) => void;
  now?: () => number;
}

/**
 * Who may follow a room's topic (`room:{streamId}`, the contract's `entry` rule, issue 17 #8): a
 * free room anyone; a paid one its anchor, super admins, and members who paid for it and are not
 * banned from its anchor's rooms. A ban or a fee set on a room goes over the bus, so every node's
 * sockets are judged again.
 */
export function createRoomAccess(deps: RoomAccessDeps) {
  const now = deps.now ?? Date.now;
  const rooms = new Map<number, { room: Room; until: number }>();

  async function roomOf(streamId: number): Promise<Room> {
    const hit = rooms.get(streamId);
    if (hit && hit.until > now()) return hit.room;
    const row = await deps.streams.roomOf(streamId);
    const room = row ? { presenterId: row.presenterId, feeAmount: row.feeAmount } : null;
    rooms.delete(streamId);
    if (rooms.size >= MAX_CACHED_ROOMS) rooms.delete(rooms.keys().next().value!);
    rooms.set(streamId, { room, until: now() + ROOM_TTL_MS });
    return room;
  }

  async function paidAndWelcome(streamId: number, presenterId: number, memberId: number): Promise<boolean> {
    if (!(await deps.fees.hasPaid(streamId, memberId))) return false;
    // The ban log's rooms are the anchors' user ids; an every-room ban counts too.
    return (await deps.bans.info(memberId, presenterId))?.banType !== BAN;
  }

  const announce = (change: Change) => void deps.bus.publish(ROOM_ACCESS_TOPIC, 'changed', change).catch(deps.onError);

  return {
    /** Whether `who` (null: a guest socket) may follow `topic`, a `room:{id}`. Unknown rooms are refused. */
    async admit(topic: string, who: SocketIdentity | null): Promise<boolean> {
      const streamId = Number(topic.slice('room:'.length));
      if (!Number.isSafeInteger(streamId) || streamId <= 0) return false;
      const room = await roomOf(streamId);
      if (!room) return false;
      if (room.feeAmount <= 0) return true;
      if (!who) return false;
      if (who.role === 'admin' || who.userId === room.presenterId) return true;
      return paidAndWelcome(streamId, room.presenterId, who.userId);
    },

    /** Whether a member may watch a paid room's video: paid for it and not banned (its playback URLs ask this). */
    async mayWatch(streamId: number, memberId: number): Promise<boolean> {
      const room = await roomOf(streamId);
      return room !== null && paidAndWelcome(streamId, room.presenterId, memberId);
    },

    /**
     * Hands every node's room access changes to `recheck`; resolves with the function that stops
     * listening. A ban or lifted ban judges that user's sockets again, a changed fee that room's.
     */
    async watch(recheck: (change: AccessChange) => void): Promise<() => void> {
      deps.bans.onStandingChanged((userId) => announce({ userId }));
      deps.streams.onFeeChanged((streamId) => {
        rooms.delete(streamId);
        announce({ streamId });
      });
      return deps.bus.subscribe(ROOM_ACCESS_TOPIC, (msg) => {
        const change = msg.data as Change;
        if ('streamId' in change) {
          rooms.delete(change.streamId);
          recheck({ topic: `room:${change.streamId}` });
        } else recheck({ userId: change.userId });
      });
    },
  };
}
export type RoomAccess = ReturnType<typeof createRoomAccess>;

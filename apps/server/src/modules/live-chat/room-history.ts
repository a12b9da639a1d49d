/** Issue 7: a viewer joining a room gets its last 50 messages. */
export const HISTORY_SIZE = 50;

interface Ring<T> {
  items: (T | undefined)[];
  next: number;
  count: number;
}

/**
 * The last messages of each room in a fixed ring, so a room's memory never grows past `size`
 * messages; at most `maxRooms` rooms are kept (the least recently written go first). Rooms that
 * end are dropped by the caller.
 */
export class RoomHistory<T> {
  private readonly rooms = new Map<number, Ring<T>>();

  constructor(private readonly opts: { size?: number; maxRooms?: number } = {}) {}

  private get size() {
    return this.opts.size ?? HISTORY_SIZE;
  }

  append(roomId: number, item: T): void {
    let ring = this.rooms.get(roomId);
    if (ring) this.rooms.delete(roomId);
    else ring = { items: new Array<T | undefined>(this.size), next: 0, count: 0 };
    this.rooms.set(roomId, ring);
    if (this.rooms.size > (this.opts.maxRooms ?? 10_000)) this.rooms.delete(this.rooms.keys().next().value!);
    ring.items[ring.next] = item;
    ring.next = (ring.next + 1) % this.size;
    ring.count = Math.min(this.size, ring.count + 1);
  }

  /** Oldest first, as a joining client renders them. */
  recent(roomId: number): T[] {
    const ring = this.rooms.get(roomId);
    if (!ring) return [];
    const out: T[] = [];
    for (let k = ring.count; k > 0; k--) out.push(ring.items[(ring.next - k + this.size) % this.size]!);
    return out;
  }

  drop(roomId: number): void {
    this.rooms.delete(roomId);
  }

  get roomCount(): number {
    return this.rooms.size;
  }
}

/** What one publish carries for a room: its new messages, oldest first, and how many were dropped. */
export interface RoomBatch<T> {
  messages: T[];
  /** Messages left out of this batch because the room flooded (the oldest go first). */
  dropped: number;
}

/** Runs `fn` after `ms`; returns a cancel. Injected so tests drive time by hand. */
export type Schedule = (fn: () => void, ms: number) => () => void;

export const timerSchedule: Schedule = (fn, ms) => {
  const handle = setTimeout(fn, ms);
  handle.unref();
  return () => clearTimeout(handle);
};

/** Issue 7: batches leave every 100–250 ms. */
export const BATCH_INTERVAL_RANGE_MS = [100, 250] as const;

interface Queue<T> {
  messages: T[];
  dropped: number;
}

/**
 * Collects each room's messages and publishes them together: one publish per room per interval,
 * so a busy room costs its sockets one frame every interval rather than one per line. The first
 * message after a quiet spell arms the timer, so an idle server does no work. A room's queue holds
 * at most `maxQueue` messages: past that the oldest are dropped and counted in the batch.
 */
export class RoomBatcher<T> {
  private readonly queues = new Map<number, Queue<T>>();
  private cancel: (() => void) | undefined;
  private droppedTotal = 0;
  private readonly intervalMs: number;
  private readonly maxQueue: number;
  private readonly schedule: Schedule;

  constructor(
    private readonly opts: {
      publish: (roomId: number, batch: RoomBatch<T>) => void | Promise<void>;
      onError?: (err: unknown, roomId: number) => void;
      intervalMs?: number;
      maxQueue?: number;
      schedule?: Schedule;
    },
  ) {
    this.intervalMs = opts.intervalMs ?? 150;
    const [lo, hi] = BATCH_INTERVAL_RANGE_MS;
    if (!(this.intervalMs >= lo && this.intervalMs <= hi))
      throw new Error(`chat batch interval must be ${lo}–${hi} ms, got ${this.intervalMs}`);
    this.maxQueue = opts.maxQueue ?? 100;
    this.schedule = opts.schedule ?? timerSchedule;
  }

  add(roomId: number, message: T): void {
    let q = this.queues.get(roomId);
    if (!q) this.queues.set(roomId, (q = { messages: [], dropped: 0 }));
    q.messages.push(message);
    if (q.messages.length > this.maxQueue) {
      q.messages.shift();
      q.dropped++;
      this.droppedTotal++;
    }
    this.cancel ??= this.schedule(() => {
      this.cancel = undefined;
      this.flush();
    }, this.intervalMs);
  }

  /** Publishes every waiting room now; returns how many rooms were published. */
  flush(): number {
    const rooms = [...this.queues];
    this.queues.clear();
    for (const [roomId, batch] of rooms) {
      try {
        const done = this.opts.publish(roomId, batch);
        if (done) done.catch((err: unknown) => this.opts.onError?.(err, roomId));
      } catch (err) {
        this.opts.onError?.(err, roomId);
      }
    }
    return rooms.length;
  }

  /** Messages dropped since start because rooms flooded (for logs and metrics). */
  get dropped(): number {
    return this.droppedTotal;
  }

  /** Publishes what is waiting and stops the timer (on shutdown). */
  close(): void {
    this.cancel?.();
    this.cancel = undefined;
    this.flush();
  }
}

/**
 * A player's FLV tags gathered between flushes: one socket write every `intervalMs` instead of one
 * per tag (~80 a second at 30 fps with audio). With hundreds of players the per-write cost (on
 * loopback, TCP's receive path runs inside the writer's syscall) was most of the process's CPU.
 */
export interface FlvOutbox {
  /** Queues one tag for the next flush. */
  push(tag: Buffer): void;
  /** Writes what is queued now; a new player's header and GOP cache go out at once. */
  flush(): void;
  /** Drops what is queued and stops flushing this player. */
  close(): void;
}

export interface FlvOutboxes {
  /** `write` gets each flush's bytes as one buffer. */
  open(write: (bytes: Buffer) => void): FlvOutbox;
  /** Flushes every player, then stops the timer. */
  stop(): void;
}

/** One timer for every player: the tags of one interval leave together, adding at most `intervalMs` of latency. */
export function createFlvOutboxes(intervalMs: number): FlvOutboxes {
  const waiting = new Set<FlvOutbox>();
  let timer: NodeJS.Timeout | null = null;

  function flushAll() {
    for (const box of [...waiting]) box.flush();
    if (waiting.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  function open(write: (bytes: Buffer) => void): FlvOutbox {
    let tags: Buffer[] = [];
    let size = 0;
    let closed = false;
    const box: FlvOutbox = {
      push(tag) {
        if (closed) return;
        tags.push(tag);
        size += tag.length;
        if (waiting.has(box)) return;
        waiting.add(box);
        if (!timer) {
          timer = setInterval(flushAll, intervalMs);
          timer.unref();
        }
      },
      flush() {
        waiting.delete(box);
        if (tags.length === 0) return;
        const bytes = tags.length === 1 ? tags[0]! : Buffer.concat(tags, size);
        tags = [];
        size = 0;
        write(bytes);
      },
      close() {
        closed = true;
        waiting.delete(box);
        tags = [];
        size = 0;
      },
    };
    return box;
  }

  return {
    open,
    stop() {
      flushAll();
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

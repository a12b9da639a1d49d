/**
 * A player's FLV tags gathered between flushes: one socket write every `intervalMs` instead of one
 * per tag (~80 a second at 30 fps with audio). With hundreds of players the per-write cost (on
 * loopback, TCP's receive path runs inside the writer's syscall) was most of the process's CPU.
 */
/** One flush's bytes per tag run, so players holding the same run share one buffer. */
type SharedRuns = Map<Buffer, { count: number; bytes: Buffer }>;

export interface FlvOutbox {
  /** Queues one tag for the next flush. */
  push(tag: Buffer): void;
  /** Writes what is queued as one buffer (shared with players holding the same run). */
  flush(shared?: SharedRuns): void;
  /**
   * Writes what is queued now, tag by tag: a new player's header and GOP cache, whose tag objects
   * every player shares (joined into one buffer per player they cost 600 copies of ~0.4 MB).
   */
  sendNow(): void;
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

  /**
   * Every player of a stream gets the same tags in the same order, so two queues that start with
   * the same tag object and hold as many are the same run: it is joined once and the one buffer is
   * written to all of them (600 players of one stream: one copy a flush, not 600).
   */
  function flushAll() {
    const shared: SharedRuns = new Map();
    for (const box of [...waiting]) box.flush(shared);
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
      flush(shared) {
        waiting.delete(box);
        if (tags.length === 0) return;
        const first = tags[0]!;
        const run = shared?.get(first);
        let bytes: Buffer;
        if (run && run.count === tags.length) bytes = run.bytes;
        else {
          bytes = tags.length === 1 ? first : Buffer.concat(tags, size);
          shared?.set(first, { count: tags.length, bytes });
        }
        tags = [];
        size = 0;
        write(bytes);
      },
      sendNow() {
        waiting.delete(box);
        const queued = tags;
        tags = [];
        size = 0;
        for (const tag of queued) write(tag);
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

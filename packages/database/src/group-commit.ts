/** One item's own result inside a batch: a failure here never fails its neighbours. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface GroupCommitOptions<I, O> {
  /** Flush as soon as this many items wait. */
  maxBatch: number;
  /** Flush when the oldest waiting item has waited this long. */
  maxWaitMs: number;
  /** Commits one batch (one database transaction); returns one result per item, in order. */
  commit(items: I[]): Settled<O>[] | Promise<Settled<O>[]>;
  now?: () => number;
}

export interface GroupCommitter<I, O> {
  submit(item: I): Promise<O>;
  /** Items waiting, not yet in a batch. */
  readonly waiting: number;
  /** Commits everything queued, then refuses new items. */
  close(): Promise<void>;
}

interface Waiter<I, O> {
  item: I;
  at: number;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Queues concurrent calls and commits them together: one transaction (one fsync) per batch
 * instead of one per call. One batch at a time; calls that arrive meanwhile form the next one.
 */
export function createGroupCommitter<I, O>(opts: GroupCommitOptions<I, O>): GroupCommitter<I, O> {
  const now = opts.now ?? (() => performance.now());
  let queue: Waiter<I, O>[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let sizeFlushQueued = false;
  let closed = false;

  const due = () =>
    queue.length >= opts.maxBatch || (queue.length > 0 && (closed || now() - queue[0]!.at >= opts.maxWaitMs));

  function start(force: boolean): void {
    if (running) return;
    const p = drain(force);
    running = p;
    void p.finally(() => {
      if (running === p) running = null;
      schedule();
    });
  }

  function schedule(): void {
    if (running || queue.length === 0) return;
    if (queue.length >= opts.maxBatch || closed) {
      if (!sizeFlushQueued) {
        sizeFlushQueued = true;
        queueMicrotask(() => {
          sizeFlushQueued = false;
          start(false);
        });
      }
      return;
    }
    if (!timer) {
      const wait = Math.max(0, opts.maxWaitMs - (now() - queue[0]!.at));
      timer = setTimeout(() => {
        timer = null;
        start(true);
      }, wait);
    }
  }

  async function drain(force: boolean): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    while (force || due()) {
      force = false;
      if (queue.length === 0) break;
      const batch = queue.length <= opts.maxBatch ? queue : queue.slice(0, opts.maxBatch);
      queue = batch === queue ? [] : queue.slice(opts.maxBatch);
      await commitBatch(batch);
    }
  }

  async function commitBatch(batch: Waiter<I, O>[]): Promise<void> {
    let results: Settled<O>[];
    try {
      results = await opts.commit(batch.map((w) => w.item));
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    for (let i = 0; i < batch.length; i++) {
      const r = results[i];
      if (!r) batch[i]!.reject(new Error('group commit: no result for this item'));
      else if (r.ok) batch[i]!.resolve(r.value);
      else batch[i]!.reject(r.error);
    }
  }

  return {
    submit(item: I): Promise<O> {
      if (closed) return Promise.reject(new Error('group commit: closed'));
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, at: now(), resolve, reject });
        schedule();
      });
    },
    get waiting() {
      return queue.length;
    },
    async close() {
      closed = true;
      while (running || queue.length > 0) {
        start(true);
        await running;
      }
    },
  };
}

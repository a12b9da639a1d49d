import type { Kysely, Transaction } from 'kysely';
import { createGroupCommitter, type Settled } from './group-commit.js';

export interface BatchedTransactions<S> {
  /** Runs `work` inside a transaction shared with the other calls of its batch; resolves once committed. */
  run<T>(work: (trx: Transaction<S>) => Promise<T>): Promise<T>;
  /** Commits what is queued, then refuses new work. */
  close(): Promise<void>;
}

/**
 * Many small writes committed together: one transaction (one fsync) per batch instead of one per
 * call. If the batch fails, every piece of work is run again alone, so one bad write never fails
 * its neighbours (each piece must therefore be safe to run against the rolled-back state).
 */
export function createBatchedTransactions<S>(
  db: Kysely<S>,
  opts: { maxBatch?: number; maxWaitMs?: number } = {},
): BatchedTransactions<S> {
  type Work = (trx: Transaction<S>) => Promise<unknown>;
  const committer = createGroupCommitter<Work, unknown>({
    maxBatch: opts.maxBatch ?? 512,
    maxWaitMs: opts.maxWaitMs ?? 1,
    async commit(items) {
      try {
        return await db.transaction().execute(async (trx) => {
          const results: Settled<unknown>[] = [];
          for (const work of items) results.push({ ok: true, value: await work(trx) });
          return results;
        });
      } catch {
        const alone: Settled<unknown>[] = [];
        for (const work of items) {
          try {
            alone.push({ ok: true, value: await db.transaction().execute(work) });
          } catch (error) {
            alone.push({ ok: false, error });
          }
        }
        return alone;
      }
    },
  });
  return {
    run: <T>(work: (trx: Transaction<S>) => Promise<T>) => committer.submit(work) as Promise<T>,
    close: () => committer.close(),
  };
}

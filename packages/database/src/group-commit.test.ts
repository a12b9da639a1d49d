import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGroupCommitter, type Settled } from './group-commit.js';

const ok = <O>(value: O): Settled<O> => ({ ok: true, value });

/** A committer that records its batches and answers each item doubled. */
function recording(opts: { maxBatch: number; maxWaitMs: number }) {
  const batches: number[][] = [];
  const committer = createGroupCommitter<number, number>({
    ...opts,
    now: () => Date.now(),
    commit: (items) => {
      batches.push(items);
      return items.map((i) => ok(i * 2));
    },
  });
  return { batches, committer };
}

describe('group commit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('flushes as soon as the queue reaches the batch size, and the rest on the timer', async () => {
    vi.useFakeTimers();
    const { batches, committer } = recording({ maxBatch: 3, maxWaitMs: 50 });
    const results = [1, 2, 3, 4, 5, 6, 7].map((i) => committer.submit(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    await vi.advanceTimersByTimeAsync(49);
    expect(batches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(await Promise.all(results)).toEqual([2, 4, 6, 8, 10, 12, 14]);
  });

  it('flushes a partial batch once the oldest item has waited maxWaitMs', async () => {
    vi.useFakeTimers();
    const { batches, committer } = recording({ maxBatch: 100, maxWaitMs: 2 });
    const a = committer.submit(1);
    await vi.advanceTimersByTimeAsync(1);
    const b = committer.submit(2);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2]]);
    expect([await a, await b]).toEqual([2, 4]);
  });

  it('settles each item on its own: a failed one does not fail its batch neighbours', async () => {
    const boom = new Error('item 2 failed');
    const committer = createGroupCommitter<number, number>({
      maxBatch: 3,
      maxWaitMs: 1,
      commit: (items) => items.map((i): Settled<number> => (i === 2 ? { ok: false, error: boom } : ok(i))),
    });
    const settled = await Promise.allSettled([1, 2, 3].map((i) => committer.submit(i)));
    expect(settled).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: boom },
      { status: 'fulfilled', value: 3 },
    ]);
  });

  it('a commit that throws fails its own batch only; the next batch commits', async () => {
    let calls = 0;
    const committer = createGroupCommitter<number, number>({
      maxBatch: 2,
      maxWaitMs: 1,
      commit: (items) => {
        if (++calls === 1) throw new Error('disk full');
        return items.map(ok);
      },
    });
    const first = await Promise.allSettled([committer.submit(1), committer.submit(2)]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await Promise.all([committer.submit(3), committer.submit(4)])).toEqual([3, 4]);
  });

  it('runs one batch at a time: items arriving during an async commit form the next batch', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const committer = createGroupCommitter<number, number>({
      maxBatch: 10,
      maxWaitMs: 1,
      commit: async (items) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
        return items.map(ok);
      },
    });
    const a = committer.submit(1);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    const rest = [2, 3, 4].map((i) => committer.submit(i));
    await new Promise((r) => setTimeout(r, 10));
    expect(batches).toHaveLength(1);
    release();
    expect(await Promise.all([a, ...rest])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('close commits what is queued and refuses later items', async () => {
    const { batches, committer } = recording({ maxBatch: 100, maxWaitMs: 10_000 });
    const queued = committer.submit(5);
    expect(committer.waiting).toBe(1);
    await committer.close();
    expect(await queued).toBe(10);
    expect(batches).toEqual([[5]]);
    await expect(committer.submit(6)).rejects.toThrow(/closed/);
  });
});

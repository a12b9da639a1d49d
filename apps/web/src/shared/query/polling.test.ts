import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPolling } from './polling';

describe('startPolling', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the first delay, then every interval after each run, through failures, until stopped', async () => {
    vi.useFakeTimers();
    const seen: boolean[] = [];
    let calls = 0;
    const stop = startPolling(
      async (stopped) => {
        calls += 1;
        seen.push(stopped());
        if (calls === 2) throw new Error('network');
      },
      1000,
      0,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(3);
    expect(seen).toEqual([false, false, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { serialRun } from './serial-run.js';

describe('serialRun', () => {
  it('never runs twice at once, and a call during a run gets one more run after it, shared', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const gates: (() => void)[] = [];
    const run = serialRun(async () => {
      active += 1;
      most = Math.max(most, active);
      runs += 1;
      const n = runs;
      await new Promise<void>((open) => gates.push(open));
      active -= 1;
      return n;
    });
    const first = run();
    const second = run();
    const third = run();
    expect(second).toBe(third);
    await Promise.resolve();
    expect(runs).toBe(1);
    gates.shift()!();
    expect(await first).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
    gates.shift()!();
    expect(await second).toBe(2);
    expect(most).toBe(1);
  });

  it('runs again after a failed run', async () => {
    let calls = 0;
    const run = serialRun(async () => {
      calls += 1;
      if (calls === 1) throw new Error('wallet down');
      return calls;
    });
    const failing = run();
    const after = run();
    await expect(failing).rejects.toThrow('wallet down');
    expect(await after).toBe(2);
    expect(await run()).toBe(3);
  });
});

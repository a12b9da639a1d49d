import { describe, expect, it } from 'vitest';
import { RoomBatcher, type RoomBatch, type Schedule } from './room-batcher.js';

/** A schedule driven by hand: `fire()` runs what is due as if the interval passed. */
function manualSchedule() {
  const pending: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (fn, ms) => {
    const task = { fn, ms, cancelled: false };
    pending.push(task);
    return () => void (task.cancelled = true);
  };
  return {
    schedule,
    armed: () => pending.filter((t) => !t.cancelled).length,
    delays: () => pending.map((t) => t.ms),
    fire() {
      for (const t of pending.splice(0)) if (!t.cancelled) t.fn();
    },
  };
}

function batcher(opts: { maxQueue?: number; intervalMs?: number } = {}) {
  const clock = manualSchedule();
  const published: [number, RoomBatch<string>][] = [];
  const b = new RoomBatcher<string>({
    publish: (room, batch) => void published.push([room, batch]),
    schedule: clock.schedule,
    ...opts,
  });
  return { b, clock, published };
}

describe('room batcher', () => {
  it('publishes each room once per interval with all its messages, oldest first', () => {
    const { b, clock, published } = batcher();
    b.add(1, 'a');
    b.add(2, 'x');
    b.add(1, 'b');
    expect(published).toEqual([]);
    expect(clock.delays()).toEqual([150]);
    clock.fire();
    expect(published).toEqual([
      [1, { messages: ['a', 'b'], dropped: 0 }],
      [2, { messages: ['x'], dropped: 0 }],
    ]);
  });

  it('arms its timer only while messages wait', () => {
    const { b, clock, published } = batcher();
    expect(clock.armed()).toBe(0);
    b.add(1, 'a');
    b.add(1, 'b');
    expect(clock.armed()).toBe(1);
    clock.fire();
    expect(clock.armed()).toBe(0);
    clock.fire();
    expect(published).toHaveLength(1);
    b.add(1, 'c');
    expect(clock.armed()).toBe(1);
  });

  it('bounds a flooded room: the oldest messages are dropped and counted', () => {
    const { b, clock, published } = batcher({ maxQueue: 3 });
    for (const m of ['1', '2', '3', '4', '5']) b.add(9, m);
    clock.fire();
    expect(published).toEqual([[9, { messages: ['3', '4', '5'], dropped: 2 }]]);
    expect(b.dropped).toBe(2);
  });

  it('accepts intervals of 100–250 ms only', () => {
    expect(() => batcher({ intervalMs: 99 })).toThrow(/100–250/);
    expect(() => batcher({ intervalMs: 251 })).toThrow(/100–250/);
    expect(batcher({ intervalMs: 250 }).b).toBeInstanceOf(RoomBatcher);
  });

  it('reports a failed publish and goes on with the other rooms', async () => {
    const errors: number[] = [];
    const published: number[] = [];
    const clock = manualSchedule();
    const b = new RoomBatcher<string>({
      publish: async (room) => {
        if (room === 1) throw new Error('bus down');
        published.push(room);
      },
      onError: (_err, room) => errors.push(room),
      schedule: clock.schedule,
    });
    b.add(1, 'a');
    b.add(2, 'b');
    clock.fire();
    await new Promise((r) => setImmediate(r));
    expect(published).toEqual([2]);
    expect(errors).toEqual([1]);
  });

  it('flushes what waits on close and stops its timer', () => {
    const { b, clock, published } = batcher();
    b.add(1, 'a');
    b.close();
    expect(published).toEqual([[1, { messages: ['a'], dropped: 0 }]]);
    expect(clock.armed()).toBe(0);
  });
});

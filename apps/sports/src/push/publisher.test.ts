import { matchStatus } from '@matchday/contract';
import { createMemoryBus, type BusMessage } from '@matchday/realtime';
import { describe, expect, it } from 'vitest';
import type { PushSource } from './feed-source.js';
import type { LinePrice, MatchFrame } from './match-frame.js';
import { createPushPublisher } from './publisher.js';

/** Two live soccer matches whose lines the test sets; clocks run at wall pace. */
function source(lines: Map<number, Map<number, LinePrice>>, ms: Map<number, number>): PushSource {
  return {
    at: (now) => ({
      now,
      liveOf: (sid) => (sid === 1 ? [...ms].filter(([, s]) => s === 5).map(([id]) => id) : []),
      frame: (id): MatchFrame | null =>
        lines.has(id)
          ? {
              id,
              at: now,
              sid: 1,
              ms: ms.get(id)!,
              bo: 1,
              mc: { s: now / 1000, r: true, tp: 1, pe: 1001, tu: 1, itd: 0 },
              nsg: [],
              scoreKey: '[]',
              lines: lines.get(id)!,
              listIds: new Set([1]),
            }
          : null,
    }),
  };
}

/** Messages by topic: turns serve topics in the order of their ids, not of the test's list. */
const byTopic = (list: BusMessage[]) => [...list].sort((a, b) => a.topic.localeCompare(b.topic));

describe('push publisher', () => {
  it('sends a topic its full state first, then only what changed, and forgets topics and ended matches', async () => {
    const lines = new Map([
      [
        10,
        new Map<number, LinePrice>([
          [1, { ss: 1, od: [1.9, 1.9] }],
          [2, { ss: 1, od: [2, 1.8] }],
        ]),
      ],
      [11, new Map<number, LinePrice>([[1, { ss: 1, od: [1.5, 2.5] }]])],
    ]);
    const ms = new Map([
      [10, 5],
      [11, 5],
    ]);
    const bus = createMemoryBus();
    const got: BusMessage[] = [];
    let topics = ['match:10', 'sport:1'];
    for (const t of topics) await bus.subscribe(t, (m) => got.push(m));
    let now = 1_000_000;
    const publisher = createPushPublisher({
      source: source(lines, ms),
      bus,
      listened: () => topics,
      intervalMs: 1000,
      now: () => now,
    });

    await publisher.tickAll();
    expect(byTopic(got.filter((m) => m.event === 'odds')).map((m) => [m.topic, m.data])).toEqual([
      [
        'match:10',
        {
          t: now,
          m: [
            {
              id: 10,
              l: [
                { id: 1, ss: 1, od: [1.9, 1.9] },
                { id: 2, ss: 1, od: [2, 1.8] },
              ],
            },
          ],
        },
      ],
      [
        'sport:1',
        {
          t: now,
          m: [
            { id: 10, l: [{ id: 1, ss: 1, od: [1.9, 1.9] }] },
            { id: 11, l: [{ id: 1, ss: 1, od: [1.5, 2.5] }] },
          ],
        },
      ],
    ]);

    got.length = 0;
    now += 1000;
    await publisher.tickAll();
    expect(got).toEqual([]);

    lines.set(10, new Map([...lines.get(10)!, [2, { ss: 0, od: [-2.1, -1.7] }]]));
    ms.set(11, 0);
    now += 1000;
    await publisher.tickAll();
    expect(byTopic(got).map((m) => [m.topic, m.event, m.data])).toEqual([
      ['match:10', 'odds', { t: now, m: [{ id: 10, l: [{ id: 2, ss: 0, od: [-2.1, -1.7] }] }] }],
      ['sport:1', 'status', { t: now, m: [{ id: 11, ms: matchStatus.ended, bo: 1 }] }],
    ]);

    // The ended match is no longer followed; a topic listened to again starts from its full state.
    got.length = 0;
    topics = ['sport:1'];
    await publisher.tickAll();
    topics = ['match:10', 'sport:1'];
    await publisher.tickAll();
    expect(got.map((m) => [m.topic, m.event])).toEqual([
      ['match:10', 'status'],
      ['match:10', 'score'],
      ['match:10', 'clock'],
      ['match:10', 'odds'],
    ]);
  });
});

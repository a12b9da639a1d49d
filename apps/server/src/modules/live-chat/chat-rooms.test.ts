import { streamStatusCodes as S } from '@matchday/contract';
import { createMemoryBus, publishEvent } from '@matchday/realtime';
import { describe, expect, it } from 'vitest';
import { watchRoomEnds } from './chat-rooms.js';

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('watchRoomEnds', () => {
  it('reports a watched room once its stream ends or is cancelled, and then stops listening', async () => {
    const bus = createMemoryBus();
    const ended: number[] = [];
    const ends = watchRoomEnds(
      bus,
      (id) => ended.push(id),
      (err) => expect.fail(String(err)),
    );
    ends.watch(7);
    ends.watch(7);
    ends.watch(8);
    await settle();
    await publishEvent(bus, 'room:7', 'streamStatus', { id: 7, status: S.live, viewers: 3 });
    await publishEvent(bus, 'room:7', 'viewers', { id: 7, viewers: 4 });
    await publishEvent(bus, 'room:9', 'streamStatus', { id: 9, status: S.ended, viewers: 0 });
    await settle();
    expect(ended).toEqual([]);
    await publishEvent(bus, 'room:7', 'streamStatus', { id: 7, status: S.ended, viewers: 0 });
    await publishEvent(bus, 'room:8', 'streamStatus', { id: 8, status: S.cancelled, viewers: 0 });
    await publishEvent(bus, 'room:7', 'streamStatus', { id: 7, status: S.ended, viewers: 0 });
    await settle();
    expect(ended).toEqual([7, 8]);
    ends.close();
    await bus.close();
  });
});

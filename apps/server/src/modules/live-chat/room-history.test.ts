import { describe, expect, it } from 'vitest';
import { RoomHistory } from './room-history.js';

describe('room history', () => {
  it('keeps the last 50 messages per room, oldest first', () => {
    const h = new RoomHistory<number>();
    for (let i = 1; i <= 120; i++) h.append(1, i);
    h.append(2, 1000);
    expect(h.recent(1)).toEqual(Array.from({ length: 50 }, (_, k) => 71 + k));
    expect(h.recent(2)).toEqual([1000]);
    expect(h.recent(3)).toEqual([]);
  });

  it('bounds the rooms it keeps and forgets a dropped room', () => {
    const h = new RoomHistory<number>({ maxRooms: 2 });
    h.append(1, 1);
    h.append(2, 2);
    h.append(1, 11);
    h.append(3, 3);
    expect(h.roomCount).toBe(2);
    expect(h.recent(2)).toEqual([]);
    expect(h.recent(1)).toEqual([1, 11]);
    h.drop(1);
    expect(h.recent(1)).toEqual([]);
  });
});

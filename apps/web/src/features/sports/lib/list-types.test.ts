import { describe, expect, it } from 'vitest';
import { LIST_TYPE_VALUE, sportCounts, type Statistics } from './list-types';

const stats: Statistics = {
  sl: [
    { ty: 1, tc: 2, ssl: [{ sid: 1, c: 1 }, { sid: 3, c: 1 }] },
    { ty: 3, tc: 5, ssl: [{ sid: 1, c: 5 }, { sid: 3, c: 0 }] },
    { ty: 7, tc: 3, ssl: [{ sid: 1, c: 2 }, { sid: 100, c: 1 }] },
    { ty: 8, tc: 9, ssl: [{ sid: 1, c: 6 }, { sid: 3, c: 3 }] },
  ],
};

describe('list types', () => {
  it('asks getList with the contract values: all 0, live 1, today 3, early 4', () => {
    expect(LIST_TYPE_VALUE).toEqual({ all: 0, live: 1, today: 3, early: 4 });
  });

  it('counts per sport: "all" is matches plus outrights, other views their own group, zero counts dropped', () => {
    expect([...sportCounts(stats, 'all')]).toEqual([[1, 8], [3, 3], [100, 1]]);
    expect([...sportCounts(stats, 'today')]).toEqual([[1, 5]]);
    expect([...sportCounts(stats, 'early')]).toEqual([]);
    expect([...sportCounts(undefined, 'live')]).toEqual([]);
  });
});

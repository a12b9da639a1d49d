import { describe, expect, it } from 'vitest';
import { foundCounts, isPlayTypeView, LIST_TYPE_VALUE, sportCounts, viewTotal, type Statistics } from './list-types';

const stats: Statistics = {
  sl: [
    {
      ty: 1,
      tc: 2,
      ssl: [
        { sid: 1, c: 1 },
        { sid: 3, c: 1 },
      ],
    },
    {
      ty: 3,
      tc: 5,
      ssl: [
        { sid: 1, c: 5 },
        { sid: 3, c: 0 },
      ],
    },
    {
      ty: 7,
      tc: 3,
      ssl: [
        { sid: 1, c: 2 },
        { sid: 100, c: 1 },
      ],
    },
    {
      ty: 8,
      tc: 9,
      ssl: [
        { sid: 1, c: 6 },
        { sid: 3, c: 3 },
      ],
    },
  ],
};

describe('list types', () => {
  it('asks getList with the contract values: all 0, live 1, today 3, early 4, champions 7', () => {
    expect(LIST_TYPE_VALUE).toEqual({ all: 0, live: 1, today: 3, early: 4, champion: 7 });
    expect(isPlayTypeView('champion')).toBe(true);
    expect(isPlayTypeView('follow')).toBe(false);
    expect(isPlayTypeView('results')).toBe(false);
  });

  it('counts per sport: "all" is matches plus outrights, other views their own group, zero counts dropped', () => {
    expect([...sportCounts(stats, 'all')]).toEqual([
      [1, 8],
      [3, 3],
      [100, 1],
    ]);
    expect([...sportCounts(stats, 'today')]).toEqual([[1, 5]]);
    expect([...sportCounts(stats, 'champion')]).toEqual([
      [1, 2],
      [100, 1],
    ]);
    expect([...sportCounts(stats, 'early')]).toEqual([]);
    expect([...sportCounts(undefined, 'live')]).toEqual([]);
  });

  it('totals a view from its groups, unknown while a group is missing', () => {
    expect(viewTotal(stats, 'all')).toBe(12);
    expect(viewTotal(stats, 'champion')).toBe(3);
    expect(viewTotal(stats, 'early')).toBeUndefined();
  });

  it('counts found matches per sport in first-seen order', () => {
    expect([...foundCounts([{ sid: 3 }, { sid: 1 }, { sid: 3 }])]).toEqual([
      [3, 2],
      [1, 1],
    ]);
  });
});

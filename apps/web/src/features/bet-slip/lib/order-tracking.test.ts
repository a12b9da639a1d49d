import { describe, expect, it } from 'vitest';
import { applyUpdates, keysToClear } from './order-tracking';
import type { TrackedOrder } from './placement';

const order = (oid: string, st: number, keys: string[]): TrackedOrder => ({
  oid,
  st,
  keys,
  single: keys.length === 1,
  sn: 1,
  title: oid,
  stake: 100,
  inPlay: false,
});

describe('order tracking', () => {
  it('applies updates, with the reason of a rejection', () => {
    const next = applyUpdates(
      [order('a', 0, ['1_1']), order('b', 1, ['2_1'])],
      [
        { oid: 'a', st: 4 },
        { oid: 'b', st: 2, rj: 4, rjs: 'Market suspended' },
      ],
    );
    expect(next.map((o) => [o.oid, o.st, o.rj, o.rjs])).toEqual([
      ['a', 4, undefined, undefined],
      ['b', 2, 4, 'Market suspended'],
    ]);
  });

  it('never reopens a decided order when an older answer arrives late, and keeps identity when nothing changes', () => {
    const orders = [order('a', 4, ['1_1'])];
    expect(applyUpdates(orders, [{ oid: 'a', st: 1 }])).toBe(orders);
    expect(applyUpdates(orders, [{ oid: 'z', st: 2 }])).toBe(orders);
  });

  it('clears accepted selections and keeps rejected ones, only once every order is decided', () => {
    expect(keysToClear([order('a', 4, ['1_1']), order('b', 1, ['2_1'])])).toEqual([]);
    expect(keysToClear([order('a', 4, ['1_1']), order('b', 2, ['2_1']), order('c', 5, ['3_1'])])).toEqual([
      '1_1',
      '3_1',
    ]);
  });

  it('keeps a parlay’s legs when any of its series was rejected', () => {
    expect(keysToClear([order('p2', 4, ['1_1', '2_1', '3_1']), order('p0', 2, ['1_1', '2_1', '3_1'])])).toEqual([]);
    expect(keysToClear([order('p2', 4, ['1_1', '2_1'])])).toEqual(['1_1', '2_1']);
  });
});

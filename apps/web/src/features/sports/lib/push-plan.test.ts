import type { SportsMatch } from '@matchday/contract';
import { matchStatus } from '@matchday/contract/client';
import { describe, expect, it } from 'vitest';
import { listRefetch, refetchFor, startsUnlisted, type SportsPush } from './push-plan';

const line = (id: number, od: number[]) => ({
  id,
  ss: 1 as const,
  au: 1 as const,
  mbl: 1 as const,
  op: od.map((v, i) => ({ na: '', nm: '', ty: i + 1, od: v })),
});
const { ended: ENDED, live: LIVE } = matchStatus;

const match = (id = 42): SportsMatch =>
  ({
    id,
    sid: 1,
    ty: 2,
    nm: 'A vs B',
    bt: 0,
    ms: LIVE,
    ss: 1,
    tms: 2,
    tps: [],
    as: [],
    ts: [],
    lg: { id: 1, na: 'L', or: 1, lurl: '', sid: 1, rid: 1, rnm: '', rlg: '', hot: false, slid: 1 },
    mc: { s: 600, r: true, tp: 1, pe: 1001, tu: 1, itd: 0 },
    nsg: [{ pe: 1000, tyg: 5, sc: [0, 0] }],
    mg: [
      { mty: 1005, pe: 1001, nm: '', tps: [], mks: [line(1, [1.9, 3.4, 4.1])] },
      { mty: 1000, pe: 1001, nm: '', tps: [], mks: [line(2, [1.9, 1.9])] },
    ],
  }) as unknown as SportsMatch;

const push = (event: SportsPush['event'], m: unknown[]) => ({ event, data: { t: 1, m } }) as SportsPush;

describe('sports push plan', () => {
  it('asks nothing for a pushed price of a line shown with the same options', () => {
    const p = push('odds', [{ id: 42, l: [{ id: 1, ss: 0, od: [-2, -3.2, -4.5] }] }]);
    expect(refetchFor(match(), p, LIVE)).toBe('none');
  });

  it('asks for the match again when lines came or went, or a line has other options', () => {
    const moved = push('odds', [{ id: 42, l: [], n: 1 }]);
    expect(refetchFor(match(), moved, LIVE)).toBe('match');
    const reshaped = push('odds', [{ id: 42, l: [{ id: 2, ss: 1, od: [1.8, 2, 3] }] }]);
    expect(refetchFor(match(), reshaped, LIVE)).toBe('match');
    expect(listRefetch([match(41), match(42)], moved, () => LIVE)).toEqual({ refetchList: false, refetchIds: [42] });
  });

  it('asks nothing for score and clock, and refetches the list when the status changes from the latest known', () => {
    expect(refetchFor(match(), push('score', [{ id: 42, nsg: [{ pe: 1000, tyg: 5, sc: [1, 0] }] }]), LIVE)).toBe(
      'none',
    );
    const clock = push('clock', [{ id: 42, mc: { s: 2700, r: false, tp: 1, pe: 1002, tu: 1, itd: 0 } }]);
    expect(refetchFor(match(), clock, LIVE)).toBe('none');
    expect(refetchFor(match(), push('status', [{ id: 42, ms: LIVE, bo: 0 }]), LIVE)).toBe('none');
    const ended = push('status', [{ id: 42, ms: ENDED, bo: 0 }]);
    expect(refetchFor(match(), ended, LIVE)).toBe('list');
    // Already known to have ended (an earlier push): no second refetch.
    expect(refetchFor(match(), ended, ENDED)).toBe('none');
  });

  it('looks at the listed matches only, and notices a match starting that the list lacks', () => {
    const list = [match(1), match(2)];
    expect(listRefetch(list, push('status', [{ id: 9, ms: ENDED, bo: 0 }]), () => LIVE)).toEqual({
      refetchList: false,
      refetchIds: [],
    });
    expect(listRefetch(list, push('status', [{ id: 2, ms: ENDED, bo: 0 }]), () => LIVE).refetchList).toBe(true);
    expect(startsUnlisted(list, push('status', [{ id: 9, ms: LIVE, bo: 1 }]), LIVE)).toBe(true);
    expect(startsUnlisted(list, push('status', [{ id: 2, ms: LIVE, bo: 1 }]), LIVE)).toBe(false);
  });
});

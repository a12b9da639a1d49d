import type { SportsMatch } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { patchMatch, patchMatches, replaceMatches, startsUnlisted, type SportsPush } from './push-patch';

const line = (id: number, od: number[]) => ({
  id,
  ss: 1 as const,
  au: 1 as const,
  mbl: 1 as const,
  op: od.map((v, i) => ({ na: '', nm: '', ty: i + 1, od: v })),
});
const match = (id = 42): SportsMatch =>
  ({
    id,
    sid: 1,
    ty: 2,
    nm: 'A vs B',
    bt: 0,
    ms: 5,
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

describe('sports push patches', () => {
  it('patches a pushed line in place and keeps every other group as it was', () => {
    const before = match();
    const p = push('odds', [{ id: 42, l: [{ id: 1, ss: 0, od: [-2, -3.2, -4.5] }] }]);
    const { value, refetch } = patchMatch(before, p, p.data.m[0]!);
    expect(refetch).toBe('none');
    expect(value.mg[0]!.mks[0]).toMatchObject({ ss: 0, op: [{ od: -2 }, { od: -3.2 }, { od: -4.5 }] });
    expect(value.mg[1]).toBe(before.mg[1]);
  });

  it('asks for the match again when lines came or went, or a line has other options', () => {
    const moved = push('odds', [{ id: 42, l: [], n: 1 }]);
    expect(patchMatch(match(), moved, moved.data.m[0]!).refetch).toBe('match');
    const reshaped = push('odds', [{ id: 42, l: [{ id: 2, ss: 1, od: [1.8, 2, 3] }] }]);
    expect(patchMatch(match(), reshaped, reshaped.data.m[0]!).refetch).toBe('match');
    expect(patchMatches([match(41), match(42)], moved)).toMatchObject({ refetchList: false, refetchIds: [42] });
    const fresh = { ...match(42), nm: 'fresh' };
    expect(replaceMatches([match(41), match(42)], new Map([[42, fresh]]))?.[1]).toBe(fresh);
    expect(replaceMatches([match(41)], new Map([[42, fresh]]))).toBeNull();
  });

  it('patches score and clock, and refetches when the status changes', () => {
    const score = push('score', [{ id: 42, nsg: [{ pe: 1000, tyg: 5, sc: [1, 0] }] }]);
    expect(patchMatch(match(), score, score.data.m[0]!).value.nsg[0]!.sc).toEqual([1, 0]);
    const clock = push('clock', [{ id: 42, mc: { s: 2700, r: false, tp: 1, pe: 1002, tu: 1, itd: 0 } }]);
    expect(patchMatch(match(), clock, clock.data.m[0]!).value.mc).toMatchObject({ s: 2700, r: false });
    const suspended = push('status', [{ id: 42, ms: 5, bo: 0 }]);
    expect(patchMatch(match(), suspended, suspended.data.m[0]!)).toEqual({ value: match(), refetch: 'none' });
    const ended = push('status', [{ id: 42, ms: 0, bo: 0 }]);
    expect(patchMatch(match(), ended, ended.data.m[0]!)).toMatchObject({ value: { ms: 0 }, refetch: 'list' });
  });

  it('patches the listed matches only, and notices a match starting that the list lacks', () => {
    const list = [match(1), match(2)];
    const p = push('score', [
      { id: 2, nsg: [] },
      { id: 9, nsg: [] },
    ]);
    const patched = patchMatches(list, p)!;
    expect(patched.value[0]).toBe(list[0]);
    expect(patched.value[1]!.nsg).toEqual([]);
    expect(patchMatches(list, push('score', [{ id: 9, nsg: [] }]))).toBeNull();
    expect(startsUnlisted(list, push('status', [{ id: 9, ms: 5, bo: 1 }]), 5)).toBe(true);
    expect(startsUnlisted(list, push('status', [{ id: 2, ms: 5, bo: 1 }]), 5)).toBe(false);
  });
});

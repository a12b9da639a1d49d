import type { SportsMatch } from '@matchday/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SportsPush } from '../lib/push-plan';
import {
  applySportsPush,
  clearLatest,
  latestClocks,
  latestLines,
  latestScores,
  latestStatusOf,
  lineKey,
  refreshedRowOf,
  refreshedRows,
  rowKey,
  seedLatest,
} from './live-match-store';

const line = (id: number, od: number[]) => ({
  id,
  ss: 1 as const,
  au: 1 as const,
  op: od.map((v, i) => ({ na: '', nm: '', ty: i + 1, od: v })),
});
const match = (id = 42): SportsMatch =>
  ({
    id,
    sid: 1,
    ms: 5,
    mc: { s: 600, r: true, tp: 1, pe: 1001, tu: 1, itd: 0 },
    nsg: [{ pe: 1000, tyg: 5, sc: [0, 0] }],
    sb: { rd: 1 },
    mg: [
      { mty: 1005, pe: 1001, nm: '', tps: [], mks: [line(1, [1.9, 3.4, 4.1])] },
      { mty: 1000, pe: 1001, nm: '', tps: [], mks: [line(2, [1.9, 1.9])] },
    ],
  }) as unknown as SportsMatch;
const push = (event: SportsPush['event'], m: unknown[]) => ({ event, data: { t: 1, m } }) as SportsPush;

describe('live match store', () => {
  afterEach(() => clearLatest());

  it('takes a fetched match’s lines, score, clock and status', () => {
    seedLatest([match()]);
    expect(latestLines.get(lineKey(42, 1))).toEqual({ ss: 1, od: [1.9, 3.4, 4.1] });
    expect(latestScores.get('42')).toEqual({ nsg: [{ pe: 1000, tyg: 5, sc: [0, 0] }], sb: { rd: 1 } });
    expect(latestClocks.get('42')).toMatchObject({ s: 600 });
    expect(latestStatusOf({ id: 42, ms: 4 })).toBe(5);
  });

  it('puts a pushed line in place, tells only its readers, and keeps every other line as it was', () => {
    seedLatest([match()]);
    const other = latestLines.get(lineKey(42, 2));
    const pushed = vi.fn();
    const untouched = vi.fn();
    latestLines.subscribe(lineKey(42, 1), pushed);
    latestLines.subscribe(lineKey(42, 2), untouched);
    applySportsPush(push('odds', [{ id: 42, l: [{ id: 1, ss: 0, od: [-2, -3.2, -4.5] }] }]));
    expect(latestLines.get(lineKey(42, 1))).toEqual({ ss: 0, od: [-2, -3.2, -4.5] });
    expect(latestLines.get(lineKey(42, 2))).toBe(other);
    expect(pushed).toHaveBeenCalledTimes(1);
    expect(untouched).not.toHaveBeenCalled();
  });

  it('takes pushed scores (keeping a scoreboard the push leaves out), clocks and statuses, latest first', () => {
    seedLatest([match()]);
    applySportsPush(push('score', [{ id: 42, nsg: [{ pe: 1000, tyg: 5, sc: [1, 0] }] }]));
    expect(latestScores.get('42')).toEqual({ nsg: [{ pe: 1000, tyg: 5, sc: [1, 0] }], sb: { rd: 1 } });
    applySportsPush(push('clock', [{ id: 42, mc: { s: 2700, r: false, tp: 1, pe: 1002, tu: 1, itd: 0 } }]));
    expect(latestClocks.get('42')).toMatchObject({ s: 2700, r: false });
    applySportsPush(push('status', [{ id: 42, ms: 0, bo: 0 }]));
    expect(latestStatusOf(match())).toBe(0);
    // A fetch after the pushes is newer again.
    seedLatest([match()]);
    expect(latestStatusOf({ id: 42, ms: 0 })).toBe(5);
  });

  it('shows a match asked again by id in place of the snapshots it was asked for only', () => {
    const shown = match();
    const fresh = { ...match(), nm: 'fresh' };
    refreshedRows.set(rowKey('en', 42), { match: fresh, replaces: new WeakSet([shown]) });
    expect(refreshedRowOf('en', shown)).toBe(fresh);
    expect(refreshedRowOf('vi', shown)).toBe(shown);
    const refetched = match();
    expect(refreshedRowOf('en', refetched)).toBe(refetched);
  });
});

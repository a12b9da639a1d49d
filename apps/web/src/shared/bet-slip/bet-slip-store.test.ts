import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/shared/storage/schema';
import { MAX_SLIP_SELECTIONS, useBetSlip } from './bet-slip-store';
import { slipPick as pick } from './slip-pick.test-support';

const sut = () => useBetSlip.getState();

beforeEach(() => useBetSlip.setState({ selections: [], owner: null, open: false }));

describe('bet slip store', () => {
  it('adds a selection keyed by market and option, once, and removes it', () => {
    expect(sut().add(pick(11))).toBe('added');
    expect(sut().add(pick(11))).toBe('present');
    expect(sut().selections.map((s) => s.key)).toEqual(['11_1']);
    expect(sut().add(pick(11, { optionType: 2 }))).toBe('added');
    sut().remove('11_1');
    expect(sut().selections.map((s) => s.key)).toEqual(['11_2']);
  });

  it('toggles: a second press removes', () => {
    expect(sut().toggle(pick(5))).toBe('added');
    expect(sut().toggle(pick(5))).toBe('removed');
    expect(sut().selections).toEqual([]);
  });

  it('takes at most ten selections', () => {
    for (let i = 1; i <= MAX_SLIP_SELECTIONS; i += 1) expect(sut().add(pick(i))).toBe('added');
    expect(MAX_SLIP_SELECTIONS).toBe(10);
    expect(sut().toggle(pick(99))).toBe('full');
    expect(sut().selections).toHaveLength(10);
  });

  it('refuses a suspended, closed or locked price', () => {
    expect(sut().add(pick(1, { ss: 0 }))).toBe('unavailable');
    expect(sut().add(pick(2, { ss: -1 }))).toBe('unavailable');
    expect(sut().add(pick(3, { od: -1.5 }))).toBe('unavailable');
    expect(sut().selections).toEqual([]);
  });

  it('moves a selection to the line the platform moved it to, dropping a duplicate', () => {
    sut().add(pick(1));
    sut().moveMarket('1_1', 7);
    expect(sut().selections.map((s) => [s.key, s.marketId])).toEqual([['7_1', 7]]);
    sut().add(pick(8));
    sut().moveMarket('8_1', 7);
    expect(sut().selections.map((s) => s.key)).toEqual(['7_1']);
  });

  it('openSlipWith adds and opens, for the live room', () => {
    expect(sut().openSlipWith(pick(3))).toBe('added');
    expect(sut().open).toBe(true);
    expect(sut().selections).toHaveLength(1);
  });

  it('persists the slip so a reload keeps it, and drops another member’s slip', async () => {
    sut().claim(42);
    sut().add(pick(4, { li: '2.5' }));
    expect(JSON.parse(localStorage.getItem(storageKeys.betSlip.name)!).d.selections[0]).toMatchObject({
      key: '4_1',
      li: '2.5',
    });
    vi.resetModules();
    const reloaded = (await import('./bet-slip-store')).useBetSlip;
    expect(reloaded.getState().selections.map((s) => s.key)).toEqual(['4_1']);
    reloaded.getState().claim(42);
    expect(reloaded.getState().selections).toHaveLength(1);
    reloaded.getState().claim(43);
    expect(reloaded.getState().selections).toEqual([]);
  });

  it('starts empty when the stored slip is malformed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.betSlip.name, JSON.stringify({ v: 1, d: { owner: 1, selections: [{ key: 5 }] } }));
    vi.resetModules();
    const reloaded = (await import('./bet-slip-store')).useBetSlip;
    expect(reloaded.getState().selections).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isInMaintenanceWindow, isSiteMaintenance, parseMaintenanceWindow } from './maintenance.js';

describe('parseMaintenanceWindow', () => {
  it('reads two ms timestamps in square brackets', () => {
    expect(parseMaintenanceWindow('Maintenance [1700000000000-1700003600000]')).toEqual({
      startMs: 1_700_000_000_000,
      endMs: 1_700_003_600_000,
    });
  });

  it('tolerates spaces and other separators', () => {
    const expected = { startMs: 1_700_000_000_000, endMs: 1_700_003_600_000 };
    expect(parseMaintenanceWindow('[ 1700000000000 , 1700003600000 ]')).toEqual(expected);
    expect(parseMaintenanceWindow('系统维护中[1700000000000~1700003600000]')).toEqual(expected);
  });

  it('returns null when no range is present', () => {
    expect(parseMaintenanceWindow('Maintenance')).toBeNull();
    expect(parseMaintenanceWindow('[1700000000000]')).toBeNull();
    expect(parseMaintenanceWindow('[99999999999999999999-1]')).toBeNull();
    expect(parseMaintenanceWindow('[99999999999999999999-99999999999999999999]')).toBeNull();
  });

  test.prop([
    fc.integer({ min: 1e12, max: 4e12 }),
    fc.integer({ min: 1e12, max: 4e12 }),
    fc.constantFrom('-', ',', '~', ' - ', ' , '),
  ])('round-trips any pair', (a, b, sep) => {
    expect(parseMaintenanceWindow(`msg [${a}${sep}${b}] end`)).toEqual({ startMs: a, endMs: b });
  });
});

describe('isSiteMaintenance', () => {
  it('is on when status is 1 and points include 0', () => {
    expect(isSiteMaintenance({ status: 1, point: [2, 0] })).toBe(true);
    expect(isSiteMaintenance({ status: 1, point: [1, 2] })).toBe(false);
    expect(isSiteMaintenance({ status: 0, point: [0] })).toBe(false);
    expect(isSiteMaintenance(null)).toBe(false);
    expect(isSiteMaintenance(undefined)).toBe(false);
  });
});

describe('isInMaintenanceWindow', () => {
  it('includes both ends', () => {
    expect(isInMaintenanceWindow(10, 10, 20)).toBe(true);
    expect(isInMaintenanceWindow(20, 10, 20)).toBe(true);
    expect(isInMaintenanceWindow(9, 10, 20)).toBe(false);
    expect(isInMaintenanceWindow(21, 10, 20)).toBe(false);
  });

  test.prop([fc.integer(), fc.integer(), fc.integer()])('equals start ≤ now ≤ end', (now, a, b) => {
    expect(isInMaintenanceWindow(now, a, b)).toBe(a <= now && now <= b);
  });
});

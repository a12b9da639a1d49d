import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  dateOffset,
  dateRange,
  formatServerDate,
  formatServerTime,
  formatShortDateTime,
  parseServerTime,
  startOfDayMs,
} from './dates.js';

// 2026-11-22 10:05:30 UTC, which is 18:05:30 in UTC+8.
const NOW = Date.UTC(2026, 10, 22, 10, 5, 30);

describe('dateOffset', () => {
  it('gives today plus N days in the given offset', () => {
    expect(dateOffset(NOW, 0)).toBe('2026-11-22');
    expect(dateOffset(NOW, 1)).toBe('2026-11-23');
    expect(dateOffset(NOW, -22)).toBe('2026-10-31');
    expect(dateOffset(Date.UTC(2026, 10, 22, 20), 0, 480)).toBe('2026-11-23');
  });
});

describe('dateRange', () => {
  it('covers the whole day 00:00:00–23:59:59.999 for 0 or 1', () => {
    const whole = {
      startMs: Date.UTC(2026, 10, 22),
      endMs: Date.UTC(2026, 10, 22, 23, 59, 59, 999),
    };
    expect(dateRange(NOW, 0)).toEqual(whole);
    expect(dateRange(NOW, 1)).toEqual(whole);
  });

  it('covers the last N days including today up to the end of today', () => {
    expect(dateRange(NOW, 7)).toEqual({
      startMs: Date.UTC(2026, 10, 16),
      endMs: Date.UTC(2026, 10, 22, 23, 59, 59, 999),
    });
  });

  it('uses the local day of the offset', () => {
    expect(dateRange(NOW, 0, 480).startMs).toBe(Date.UTC(2026, 10, 21, 16));
  });

  test.prop([
    fc.integer({ min: 0, max: 4_102_444_800_000 }),
    fc.integer({ min: 0, max: 400 }),
    fc.integer({ min: -720, max: 840 }),
  ])('spans max(N,1) whole days and ends at the end of today', (now, n, tz) => {
    const { startMs, endMs } = dateRange(now, n, tz);
    expect(endMs - startMs + 1).toBe(Math.max(n, 1) * DAY_MS);
    expect(now).toBeGreaterThanOrEqual(startMs);
    expect(now).toBeLessThanOrEqual(endMs);
    expect(endMs + 1).toBe(startOfDayMs(now, tz) + DAY_MS);
  });
});

describe('formatShortDateTime', () => {
  it('shows month-day hour:minute, day-month for Vietnamese', () => {
    expect(formatShortDateTime(NOW, 'zh-cn', 480)).toBe('11-22 18:05');
    expect(formatShortDateTime(NOW, 'en', 480)).toBe('11-22 18:05');
    expect(formatShortDateTime(NOW, 'vi', 480)).toBe('22-11 18:05');
    expect(formatShortDateTime(NOW, 'en')).toBe('11-22 10:05');
  });
});

describe('parseServerTime', () => {
  it('reads zone-less strings as UTC+8', () => {
    expect(parseServerTime('2026-11-22 18:05:30')).toBe(NOW);
    expect(parseServerTime('2026/11/22 18:05')).toBe(NOW - 30_000);
    expect(parseServerTime('2026-11-22')).toBe(Date.UTC(2026, 10, 21, 16));
  });

  it('honours an explicit zone', () => {
    expect(parseServerTime('2026-11-22T10:05:30Z')).toBe(NOW);
    expect(parseServerTime('2026-11-22T18:05:30+08:00')).toBe(NOW);
  });

  it("throws 'Invalid time string' for missing or non-string input", () => {
    for (const bad of [undefined, null, 1_700_000_000_000, {}, '', '  ']) {
      expect(() => parseServerTime(bad)).toThrow(new Error('Invalid time string'));
    }
  });

  it("throws 'Invalid date format' for unparsable input", () => {
    for (const bad of ['not a date', '2026-13-01', '2026-02-30 10:00:00', '2026-11-22 25:00:00', '2026-11-22T99Z']) {
      expect(() => parseServerTime(bad)).toThrow(new Error('Invalid date format'));
    }
  });
});

describe('formatServerTime / formatServerDate', () => {
  it('shows zh-CN style with dashes, and dots for date only', () => {
    expect(formatServerTime('2026-11-22 18:05:00')).toBe('2026-11-22 18:05:00');
    expect(formatServerTime('2026-11-22T10:05:00Z')).toBe('2026-11-22 18:05:00');
    expect(formatServerTime('2026-11-22 18:05:00', 0)).toBe('2026-11-22 10:05:00');
    expect(formatServerDate('2026-11-22 18:05:00')).toBe('2026.11.22');
  });

  it('passes the error messages through', () => {
    expect(() => formatServerTime(undefined)).toThrow('Invalid time string');
    expect(() => formatServerDate('garbage')).toThrow('Invalid date format');
  });

  test.prop([fc.integer({ min: 0, max: 4_102_444_799 })])(
    'format then parse is the identity at second precision',
    (s) => {
      const text = formatServerTime(new Date(s * 1000).toISOString());
      expect(parseServerTime(text)).toBe(s * 1000);
    },
  );
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { dateOffset, dateRangeForOffset, formatDateOnly, formatServerTime, formatShortDateTime, parseServerTime } from './dates.js';

const DAY = 86_400_000;
// 2026-11-22 10:30:00 UTC
const now = Date.UTC(2026, 10, 22, 10, 30);

describe('date offsets', () => {
  it('today plus N days', () => {
    expect(dateOffset(0, now)).toBe('2026-11-22');
    expect(dateOffset(1, now)).toBe('2026-11-23');
    expect(dateOffset(-1, now, 7 * 60)).toBe('2026-11-21');
  });

  it('0 or 1 is the whole of today', () => {
    for (const n of [0, 1]) expect(dateRangeForOffset(n, now)).toEqual({ beginTime: Date.UTC(2026, 10, 22), endTime: Date.UTC(2026, 10, 23) - 1 });
  });

  it('N is the last N days including today, to the end of today', () => {
    expect(dateRangeForOffset(7, now)).toEqual({ beginTime: Date.UTC(2026, 10, 16), endTime: Date.UTC(2026, 10, 23) - 1 });
  });

  it('follows the viewer zone (UTC+7 is already the 22nd at 20:00 UTC on the 21st)', () => {
    const r = dateRangeForOffset(1, Date.UTC(2026, 10, 21, 20), 7 * 60);
    expect(r.beginTime).toBe(Date.UTC(2026, 10, 21, 17));
  });

  test.prop([fc.integer({ min: 2, max: 400 }), fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -720, max: 840 })])(
    'spans exactly N days and ends at the end of today',
    (n, t, tz) => {
      const r = dateRangeForOffset(n, t, tz);
      expect(r.endTime - r.beginTime + 1).toBe(n * DAY);
      expect(r.endTime).toBeGreaterThanOrEqual(t);
      expect(r.endTime - t).toBeLessThan(DAY);
    },
  );
});

describe('formatShortDateTime', () => {
  it('month-day, and day-month for Vietnamese', () => {
    const t = Date.UTC(2026, 0, 5, 18, 7);
    expect(formatShortDateTime(t, 'en')).toBe('01-05 18:07');
    expect(formatShortDateTime(t, 'vi')).toBe('05-01 18:07');
    expect(formatShortDateTime(t, 'zh-cn', 8 * 60)).toBe('01-06 02:07');
  });
});

describe('server time', () => {
  it('is read as UTC+8 and shown with dashes', () => {
    expect(parseServerTime('2026-11-22 18:05:00')).toBe(Date.UTC(2026, 10, 22, 10, 5));
    expect(formatServerTime('2026/11/22 18:05:09')).toBe('2026-11-22 18:05:09');
    expect(formatServerTime('2026-11-22 18:05:00', 7 * 60)).toBe('2026-11-22 17:05:00');
  });

  it('date only uses dots', () => {
    expect(formatDateOnly('2026-11-22 18:05:00')).toBe('2026.11.22');
    expect(formatDateOnly('2026-11-22')).toBe('2026.11.22');
  });

  it('names the two errors', () => {
    expect(() => formatServerTime(undefined)).toThrow('Invalid time string');
    expect(() => formatServerTime(12345)).toThrow('Invalid time string');
    expect(() => formatDateOnly('')).toThrow('Invalid time string');
    expect(() => formatServerTime('yesterday')).toThrow('Invalid date format');
    expect(() => formatServerTime('2026-02-30 10:00:00')).toThrow('Invalid date format');
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDayTime,
  formatFullDate,
  formatFullDateTime,
  timeZoneOffsetMinutes,
} from './date-format.js';

const VN = 'Asia/Ho_Chi_Minh';
const CN = 'Asia/Shanghai';
// 22 November 2026, 11:05 UTC: 18:05 in Vietnam, 19:05 in China.
const AT = Date.UTC(2026, 10, 22, 11, 5);

describe('dates per language in the site’s time zone', () => {
  it('writes day, month and a 24-hour time each language’s way', () => {
    expect(formatDayTime(AT, 'zh-cn', VN)).toBe('11月22日 18:05');
    expect(formatDayTime(AT, 'vi', VN)).toBe('22/11 18:05');
    expect(formatDayTime(AT, 'en', VN)).toBe('22 Nov 18:05');
    expect(formatDayTime(AT, 'th', VN)).toBe('22 พ.ย. 18:05');
  });

  it('adds a Gregorian year (never the Buddhist era) when asked', () => {
    expect(formatFullDateTime(AT, 'zh-cn', CN)).toBe('2026年11月22日 19:05');
    expect(formatFullDateTime(AT, 'vi', CN)).toBe('22/11/2026 19:05');
    expect(formatFullDateTime(AT, 'en', CN)).toBe('22 Nov 2026 19:05');
    expect(formatFullDateTime(AT, 'th', CN)).toBe('22 พ.ย. 2026 19:05');
    expect(formatFullDate(AT, 'th', VN)).toBe('22 พ.ย. 2026');
    expect(formatFullDate(AT, 'vi', VN)).toBe('22/11/2026');
  });

  it('crosses midnight and the year in the zone, not in UTC, and never says 24:00', () => {
    const lateUtc = Date.UTC(2026, 11, 31, 17, 0);
    expect(formatFullDateTime(lateUtc, 'en', VN)).toBe('1 Jan 2027 00:00');
    expect(formatDayTime(lateUtc, 'vi', VN)).toBe('01/01 00:00');
    expect(formatClockTime(Date.UTC(2026, 0, 1, 5, 7), VN)).toBe('12:07');
    expect(formatClockTime(Date.UTC(2026, 0, 1, 16, 59), CN)).toBe('00:59');
  });

  it('reads other languages as English', () => {
    expect(formatDayTime(AT, 'fr', VN)).toBe('22 Nov 18:05');
  });

  it('knows how far the zone is ahead of UTC', () => {
    expect(timeZoneOffsetMinutes(AT + 59_999, VN)).toBe(420);
    expect(timeZoneOffsetMinutes(AT, CN)).toBe(480);
    expect(timeZoneOffsetMinutes(AT, 'America/New_York')).toBe(-300);
    expect(timeZoneOffsetMinutes(AT, 'UTC')).toBe(0);
  });
});

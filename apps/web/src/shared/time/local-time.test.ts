import { describe, expect, it } from 'vitest';
import { localClockTime, localDate, localFullTime, localOffsetMinutes, localShortTime } from './local-time';

// 22 November 2026, 11:05 UTC: 18:05 in Vietnam, the test build's site, whatever zone the machine is in.
const AT = Date.UTC(2026, 10, 22, 11, 5);

describe('dates in the site’s time zone', () => {
  it.each([
    ['zh-cn', '11月22日 18:05', '2026年11月22日 18:05', '2026年11月22日'],
    ['vi', '22/11 18:05', '22/11/2026 18:05', '22/11/2026'],
    ['en', '22 Nov 18:05', '22 Nov 2026 18:05', '22 Nov 2026'],
    ['th', '22 พ.ย. 18:05', '22 พ.ย. 2026 18:05', '22 พ.ย. 2026'],
  ])('%s: %s, 24-hour, Gregorian year', (lang, short, full, date) => {
    expect(localShortTime(AT, lang)).toBe(short);
    expect(localFullTime(AT, lang)).toBe(full);
    expect(localDate(AT, lang)).toBe(date);
  });

  it('gives the time of day and the zone’s offset (Vietnam, UTC+7)', () => {
    expect(localClockTime(AT)).toBe('18:05');
    expect(localOffsetMinutes(AT)).toBe(420);
  });
});

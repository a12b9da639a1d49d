import {
  formatClockTime,
  formatDayTime,
  formatFullDate,
  formatFullDateTime,
  timeZoneOffsetMinutes,
} from '@matchday/core';
import { SITE_PROFILE } from '@/shared/site/site-profile';

/**
 * Every date and time on the site is shown in the site's time zone (Vietnam's or China's), 24-hour,
 * written the language's way (issue 18 #7), whatever zone the device is set to; "local" means the site's.
 */
const ZONE = SITE_PROFILE.timeZone;

/** The site zone's offset from UTC in minutes, as the core day ranges ("today", "last 7 days") take it. */
export const localOffsetMinutes = (at: number = Date.now()) => timeZoneOffsetMinutes(at, ZONE);

/** zh-cn "11月22日 18:05", vi "22/11 18:05", en "22 Nov 18:05", th "22 พ.ย. 18:05": kick-offs, bets, history. */
export function localShortTime(ms: number, lang: string): string {
  return formatDayTime(ms, lang, ZONE);
}

/** With the year, for what may be months away or long past: deadlines, self-exclusion, schedules, maintenance. */
export function localFullTime(ms: number, lang: string): string {
  return formatFullDateTime(ms, lang, ZONE);
}

/** The date alone with its year: zh-cn "2026年11月22日", vi "22/11/2026", en "22 Nov 2026". */
export function localDate(ms: number, lang: string): string {
  return formatFullDate(ms, lang, ZONE);
}

/** "18:05", for lines of today: chat, picks pushed in a live room. */
export function localClockTime(ms: number): string {
  return formatClockTime(ms, ZONE);
}

/** The site's current year (Gregorian), as the footer's copyright shows it. */
export function localYear(ms: number = Date.now()): number {
  return Number(formatFullDate(ms, 'en', ZONE).slice(-4));
}

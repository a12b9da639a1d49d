import { intlLocale } from './money-format.js';

/**
 * Dates and times as each language writes them, 24-hour, in a named time zone (the site's), with
 * Gregorian years everywhere (Thai included, no Buddhist era) — issue 18 #7:
 * zh-cn "11月22日 18:05", vi "22/11 18:05", en "22 Nov 18:05", th "22 พ.ย. 18:05".
 */

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: string;
  minute: string;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
const monthNames = new Map<string, string[]>();

/** The wall clock of an instant in a time zone; one formatter per zone, built once. */
function wallClock(ms: number, timeZone: string): WallClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts: Record<string, string> = {};
  for (const p of clock.formatToParts(ms)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: (parts.hour ?? '00').padStart(2, '0'),
    minute: (parts.minute ?? '00').padStart(2, '0'),
  };
}

/** Short month names (en "Nov", th "พ.ย."), read from Intl once per language. */
function monthName(lang: string, month: number): string {
  let names = monthNames.get(lang);
  if (!names) {
    const format = new Intl.DateTimeFormat(intlLocale(lang), { month: 'short', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2026, m, 15)));
    monthNames.set(lang, names);
  }
  return names[month - 1] ?? String(month);
}

/** The day and month (and the year when asked) in the language's order and words. */
function dayText(c: WallClock, lang: string, withYear: boolean): string {
  const dd = String(c.day).padStart(2, '0');
  const mm = String(c.month).padStart(2, '0');
  switch (lang.toLowerCase()) {
    case 'zh-cn':
      return `${withYear ? `${c.year}年` : ''}${c.month}月${c.day}日`;
    case 'vi':
      return withYear ? `${dd}/${mm}/${c.year}` : `${dd}/${mm}`;
    default:
      return `${c.day} ${monthName(lang.toLowerCase() === 'th' ? 'th' : 'en', c.month)}${withYear ? ` ${c.year}` : ''}`;
  }
}

/** "18:05" in the time zone, for every language. */
export function formatClockTime(ms: number, timeZone: string): string {
  const c = wallClock(ms, timeZone);
  return `${c.hour}:${c.minute}`;
}

/** Day, month and time, for what happens within the year: kick-offs, bets, history lines. */
export function formatDayTime(ms: number, lang: string, timeZone: string): string {
  const c = wallClock(ms, timeZone);
  return `${dayText(c, lang, false)} ${c.hour}:${c.minute}`;
}

/** With the year, for what may be months away or long past: deadlines, self-exclusion, schedules. */
export function formatFullDateTime(ms: number, lang: string, timeZone: string): string {
  const c = wallClock(ms, timeZone);
  return `${dayText(c, lang, true)} ${c.hour}:${c.minute}`;
}

/** The date alone with its year: zh-cn "2026年11月22日", vi "22/11/2026", en "22 Nov 2026". */
export function formatFullDate(ms: number, lang: string, timeZone: string): string {
  return dayText(wallClock(ms, timeZone), lang, true);
}

/** Minutes the zone is ahead of UTC at that instant (Vietnam 420, China 480), for day ranges cut in the zone. */
export function timeZoneOffsetMinutes(ms: number, timeZone: string): number {
  const c = wallClock(ms, timeZone);
  const wall = Date.UTC(c.year, c.month - 1, c.day, Number(c.hour), Number(c.minute));
  return Math.round((wall - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

import type { PackLanguage } from './language.js';

export const DAY_MS = 86_400_000;
/** Server time strings carry no zone and are read as UTC+8 (spec §9). */
export const SERVER_TZ_OFFSET_MINUTES = 480;

const MINUTE_MS = 60_000;
const LOCAL_PATTERN = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const ZONED_PATTERN = /^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/i;

const pad2 = (n: number): string => String(n).padStart(2, '0');

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Wall-clock parts of an instant in a fixed UTC offset (minutes east of UTC). */
function partsAt(ms: number, tzOffsetMinutes: number): Parts {
  const d = new Date(ms + tzOffsetMinutes * MINUTE_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

export function startOfDayMs(ms: number, tzOffsetMinutes = 0): number {
  const shift = tzOffsetMinutes * MINUTE_MS;
  return Math.floor((ms + shift) / DAY_MS) * DAY_MS - shift;
}

/** Spec §9: today plus N days, as "YYYY-MM-DD" in the given offset. */
export function dateOffset(nowMs: number, days: number, tzOffsetMinutes = 0): string {
  const p = partsAt(nowMs + days * DAY_MS, tzOffsetMinutes);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

/**
 * Spec §9 range in ms: N of 0 or 1 (or less) is today 00:00:00.000–23:59:59.999; any other N is
 * the last N days including today, up to the end of today.
 */
export function dateRange(nowMs: number, days: number, tzOffsetMinutes = 0): { startMs: number; endMs: number } {
  const todayStart = startOfDayMs(nowMs, tzOffsetMinutes);
  const endMs = todayStart + DAY_MS - 1;
  const span = days > 1 ? Math.floor(days) : 1;
  return { startMs: todayStart - (span - 1) * DAY_MS, endMs };
}

/** "11-22 18:05" (month-day), or "22-11 18:05" (day-month) for Vietnamese. */
export function formatShortDateTime(ms: number, lang: PackLanguage, tzOffsetMinutes = 0): string {
  const p = partsAt(ms, tzOffsetMinutes);
  const date = lang === 'vi' ? `${pad2(p.day)}-${pad2(p.month)}` : `${pad2(p.month)}-${pad2(p.day)}`;
  return `${date} ${pad2(p.hour)}:${pad2(p.minute)}`;
}

/**
 * Reads a server time string as UTC+8 unless it names its own zone. Throws
 * Error('Invalid time string') for missing or non-string input and Error('Invalid date format')
 * for text that is not a real date.
 */
export function parseServerTime(input: unknown): number {
  if (typeof input !== 'string' || input.trim() === '') throw new Error('Invalid time string');
  const text = input.trim();
  const local = LOCAL_PATTERN.exec(text);
  if (local) {
    const [year, month, day, hour, minute, second] = local.slice(1).map((v) => Number(v ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const wall = Date.UTC(year, month - 1, day, hour, minute, second);
    const back = partsAt(wall, 0);
    const exact =
      back.year === year &&
      back.month === month &&
      back.day === day &&
      back.hour === hour &&
      back.minute === minute &&
      back.second === second;
    if (!exact) throw new Error('Invalid date format');
    return wall - SERVER_TZ_OFFSET_MINUTES * MINUTE_MS;
  }
  const zoned = ZONED_PATTERN.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(zoned)) throw new Error('Invalid date format');
  return zoned;
}

/** zh-CN style with dashes, "2026-11-22 18:05:00", shown in UTC+8 unless told otherwise. */
export function formatServerTime(input: unknown, tzOffsetMinutes = SERVER_TZ_OFFSET_MINUTES): string {
  const p = partsAt(parseServerTime(input), tzOffsetMinutes);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)} ${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}`;
}

/** Date only, dashes replaced by dots: "2026.11.22". */
export function formatServerDate(input: unknown, tzOffsetMinutes = SERVER_TZ_OFFSET_MINUTES): string {
  return formatServerTime(input, tzOffsetMinutes).slice(0, 10).replace(/-/g, '.');
}

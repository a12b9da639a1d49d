const DAY_MS = 24 * 3600 * 1000;
const MIN_MS = 60 * 1000;
/** Server times carry no zone and are read as UTC+8 (spec §9). */
export const SERVER_TZ_OFFSET_MINUTES = 8 * 60;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Wall-clock parts of an instant in a zone given as minutes east of UTC. */
function partsAt(ms: number, tzOffsetMinutes: number) {
  const d = new Date(ms + tzOffsetMinutes * MIN_MS);
  return { y: d.getUTCFullYear(), mo: d.getUTCMonth() + 1, d: d.getUTCDate(), h: d.getUTCHours(), mi: d.getUTCMinutes(), s: d.getUTCSeconds() };
}

/** Start of the local day containing `ms`. */
function startOfDay(ms: number, tzOffsetMinutes: number): number {
  const shifted = ms + tzOffsetMinutes * MIN_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - tzOffsetMinutes * MIN_MS;
}

/** Today plus N days as "YYYY-MM-DD" in the given zone. */
export function dateOffset(days: number, nowMs: number, tzOffsetMinutes = 0): string {
  const p = partsAt(startOfDay(nowMs, tzOffsetMinutes) + days * DAY_MS + DAY_MS / 2, tzOffsetMinutes);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}`;
}

/**
 * The range for a date offset, in ms (spec §9): 0 or 1 is today's whole day, 00:00:00.000 to
 * 23:59:59.999; any other N is the last N days including today, up to the end of today.
 */
export function dateRangeForOffset(days: number, nowMs: number, tzOffsetMinutes = 0): { beginTime: number; endTime: number } {
  const today = startOfDay(nowMs, tzOffsetMinutes);
  const endTime = today + DAY_MS - 1;
  const span = days <= 1 ? 1 : Math.floor(days);
  return { beginTime: today - (span - 1) * DAY_MS, endTime };
}

/** "MM-DD HH:mm"; Vietnamese puts the day first: "DD-MM HH:mm". */
export function formatShortDateTime(ms: number, lang: string, tzOffsetMinutes = 0): string {
  const p = partsAt(ms, tzOffsetMinutes);
  const date = lang.toLowerCase().startsWith('vi') ? `${pad(p.d)}-${pad(p.mo)}` : `${pad(p.mo)}-${pad(p.d)}`;
  return `${date} ${pad(p.h)}:${pad(p.mi)}`;
}

function assertTimeString(value: unknown): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error('Invalid time string');
}

const SERVER_TIME = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

/** Parses a zone-less server time ("2026-11-22 18:05:00") as UTC+8; returns epoch ms. */
export function parseServerTime(value: unknown): number {
  assertTimeString(value);
  const m = SERVER_TIME.exec(value.trim());
  if (!m) throw new Error('Invalid date format');
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(utc);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23) throw new Error('Invalid date format');
  return utc - SERVER_TZ_OFFSET_MINUTES * MIN_MS;
}

/** A server time shown zh-CN style with dashes, "YYYY-MM-DD HH:mm:ss", in the viewer's zone. */
export function formatServerTime(value: unknown, tzOffsetMinutes = SERVER_TZ_OFFSET_MINUTES): string {
  const p = partsAt(parseServerTime(value), tzOffsetMinutes);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)} ${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}`;
}

/** Date only, dashes replaced by dots: "2026-11-22 18:05:00" → "2026.11.22". */
export function formatDateOnly(value: unknown, tzOffsetMinutes = SERVER_TZ_OFFSET_MINUTES): string {
  return formatServerTime(value, tzOffsetMinutes).slice(0, 10).replace(/-/g, '.');
}

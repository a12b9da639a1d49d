import { formatShortDateTime, type PackLanguage } from '@matchday/core';

/** The browser's offset from UTC in minutes, as the core date rules take it. */
export const localOffsetMinutes = (at: number = Date.now()) => -new Date(at).getTimezoneOffset();

/** "11-22 18:05" in the member's own time zone (day first in Vietnamese). */
export function localShortTime(ms: number, lang: string): string {
  return formatShortDateTime(
    ms,
    (['zh-cn', 'en', 'vi', 'th'].includes(lang) ? lang : 'en') as PackLanguage,
    localOffsetMinutes(ms),
  );
}

import { dateRange, formatServerTime } from '@matchday/core';
import { localOffsetMinutes } from '@/shared/time/local-time';

/** The periods a member looks back over: today, the last 7 days, the last 30 days (spec §9 ranges). */
export const RANGES = ['1', '7', '30'] as const;
export type RangeKey = (typeof RANGES)[number];

/** A range in ms, whole local days up to the end of today (core rule). */
export function rangeMs(range: RangeKey, now = Date.now()): { startTime: number; endTime: number } {
  const { startMs, endMs } = dateRange(now, Number(range), localOffsetMinutes(now));
  return { startTime: startMs, endTime: endMs };
}

/** The reserve list's range: the contract's only string timestamps, "yyyy-MM-dd HH:mm:ss" read as UTC+8. */
export function reserveRange(range: RangeKey, now = Date.now()): { startTime: string; endTime: string } {
  const { startTime, endTime } = rangeMs(range, now);
  return {
    startTime: formatServerTime(new Date(startTime).toISOString()),
    endTime: formatServerTime(new Date(endTime).toISOString()),
  };
}

import { DAY_MS, dateRange } from '@matchday/core';
import type { RESULTS_KEEP_DAYS } from '@matchday/contract';

/** The result date choices: today, yesterday, the last 3 days, and the whole week the platform keeps. */
export const RESULT_RANGES = ['today', 'yesterday', 'last3', 'last7'] as const;
export type ResultRange = (typeof RESULT_RANGES)[number];

/** Days the platform answers results for; typed from the contract so a change fails to compile. */
const KEEP_DAYS: typeof RESULTS_KEEP_DAYS = 7;

/**
 * Kick-off window of a choice by the core date-offset rule (spec §9): offsets 0 and -1 are whole
 * days (today, and today minus one), N days are the last N days including today.
 */
export function resultRange(
  range: ResultRange,
  nowMs: number,
  tzOffsetMinutes: number,
): { beginTime: number; endTime: number } {
  const window =
    range === 'yesterday'
      ? dateRange(nowMs - DAY_MS, 0, tzOffsetMinutes)
      : dateRange(nowMs, range === 'today' ? 0 : range === 'last3' ? 3 : KEEP_DAYS, tzOffsetMinutes);
  return { beginTime: window.startMs, endTime: window.endMs };
}

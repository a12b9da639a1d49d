import { DAY_MS } from '@matchday/core';
import { describe, expect, it } from 'vitest';
import { RESULT_RANGES, resultRange } from './result-ranges';

// 2026-11-23 10:30 in UTC+7.
const now = Date.UTC(2026, 10, 23, 3, 30);
const tz = 7 * 60;
const localMidnight = Date.UTC(2026, 10, 22, 17, 0);

describe('result ranges (spec §9 date offsets)', () => {
  it('offers today, yesterday, the last 3 and the last 7 days', () => {
    expect(RESULT_RANGES).toEqual(['today', 'yesterday', 'last3', 'last7']);
  });

  it('gives whole local days for today and yesterday', () => {
    expect(resultRange('today', now, tz)).toEqual({ beginTime: localMidnight, endTime: localMidnight + DAY_MS - 1 });
    expect(resultRange('yesterday', now, tz)).toEqual({
      beginTime: localMidnight - DAY_MS,
      endTime: localMidnight - 1,
    });
  });

  it('gives the last N days including today, up to the end of today', () => {
    expect(resultRange('last3', now, tz)).toEqual({
      beginTime: localMidnight - 2 * DAY_MS,
      endTime: localMidnight + DAY_MS - 1,
    });
    expect(resultRange('last7', now, tz)).toEqual({
      beginTime: localMidnight - 6 * DAY_MS,
      endTime: localMidnight + DAY_MS - 1,
    });
  });
});

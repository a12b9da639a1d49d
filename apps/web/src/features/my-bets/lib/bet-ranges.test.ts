import { describe, expect, it } from 'vitest';
import { rangeMs, reserveRange } from './bet-ranges';

describe('bet ranges', () => {
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);

  it('spans whole local days up to the end of today', () => {
    const today = rangeMs('1', now);
    expect(today.endTime - today.startTime).toBe(86_400_000 - 1);
    const week = rangeMs('7', now);
    expect(week.endTime).toBe(today.endTime);
    expect(today.startTime - week.startTime).toBe(6 * 86_400_000);
  });

  it('writes the reserve list range as UTC+8 strings', () => {
    const { startTime, endTime } = reserveRange('30', now);
    expect(startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(startTime < endTime).toBe(true);
  });
});

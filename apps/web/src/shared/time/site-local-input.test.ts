import { describe, expect, it } from 'vitest';
import { localOffsetMinutes } from '@/shared/time/local-time';
import { fromSiteLocalInput, toSiteLocalInput } from './site-local-input';

describe('site clock datetime inputs', () => {
  it('round-trip an instant to the minute on the site clock, whatever the device zone', () => {
    const at = Date.UTC(2026, 10, 27, 20, 5);
    const text = toSiteLocalInput(at);
    const expectedHour = (20 + localOffsetMinutes(at) / 60 + 24) % 24;
    expect(text.slice(11, 13)).toBe(String(expectedHour).padStart(2, '0'));
    expect(fromSiteLocalInput(text)).toBe(at);
    expect(fromSiteLocalInput('tomorrow')).toBeNaN();
  });
});

import { describe, expect, it } from 'vitest';
import { clockLabel, clockSecondsAt } from './match-clock';

const mc = { s: 600, r: true, tp: 1 as const, pe: 1002, tu: 1 as const, itd: 0 };

describe('match clock', () => {
  it('counts a running clock up, or down to zero', () => {
    expect(clockSecondsAt(mc, 2_999)).toBe(602);
    expect(clockSecondsAt({ ...mc, tp: 2 }, 5_000)).toBe(595);
    expect(clockSecondsAt({ ...mc, tp: 2, s: 3 }, 10_000)).toBe(0);
  });

  it('holds a stopped clock where it is', () => {
    expect(clockSecondsAt({ ...mc, r: false }, 60_000)).toBe(600);
  });

  it('shows seconds or minutes as the feed says, with added time', () => {
    expect(clockLabel(754, mc)).toBe('12:34');
    expect(clockLabel(4148, { tu: 2, itd: 0 })).toBe("69'");
    expect(clockLabel(5400, { tu: 2, itd: 3 })).toBe("90' +3'");
  });
});

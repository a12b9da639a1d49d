import { matchStatus } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { belongsInMatchList, foldText } from './live-matches.js';
import { airTime } from './live-statistics.js';

const MIN = 60_000;

describe('airTime', () => {
  it('counts whole minutes of each spell inside the range, an open spell up to now, and the highest peak', () => {
    const spells = [
      { streamId: 1, startedAt: 0, endedAt: 60 * MIN, peakViewers: 10 },
      { streamId: 1, startedAt: 90 * MIN, endedAt: null, peakViewers: 10 },
      { streamId: 2, startedAt: 30 * MIN, endedAt: 45 * MIN + 59_999, peakViewers: 25 },
    ];
    expect(airTime(spells, 0, 200 * MIN, 100 * MIN)).toEqual({
      streams: 2,
      liveMinutes: 60 + 10 + 15,
      peakViewers: 25,
    });
    expect(airTime(spells, 50 * MIN, 95 * MIN, 100 * MIN).liveMinutes).toBe(10 + 5);
    expect(airTime([], 0, 1, 1)).toEqual({ streams: 0, liveMinutes: 0, peakViewers: 0 });
  });
});

describe('belongsInMatchList', () => {
  it('keeps ended and in-play matches only with a live video source (spec §4)', () => {
    expect([
      belongsInMatchList(matchStatus.notStarted, false),
      belongsInMatchList(matchStatus.ended, false),
      belongsInMatchList(matchStatus.live, false),
      belongsInMatchList(matchStatus.live, true),
      belongsInMatchList(matchStatus.ended, true),
    ]).toEqual([true, false, false, true, true]);
  });
});

describe('foldText', () => {
  it('folds case, accents and full-width forms', () => {
    expect(foldText(' HẢI PHÒNG ')).toBe('hai phong');
    expect(foldText('ＡＢＣ')).toBe('abc');
  });
});

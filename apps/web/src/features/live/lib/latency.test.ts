import { describe, expect, it } from 'vitest';
import { bufferedEndAt, latencyAction as decide, LATENCY_BOUNDS, type LatencySample } from './latency';

const flv = LATENCY_BOUNDS.flv;
const latencyAction = (sample: LatencySample) => decide(sample, flv);

const ranges = (...spans: Array<[number, number]>) => ({
  length: spans.length,
  start: (i: number) => spans[i]![0],
  end: (i: number) => spans[i]![1],
});

describe('latencyAction', () => {
  const base = { visible: true, paused: false };

  it('leaves a player near the live edge alone', () => {
    expect(latencyAction({ ...base, bufferedEnd: 10.8, currentTime: 10 })).toEqual({ seekTo: null, playbackRate: 1 });
  });

  it('plays slightly faster when a little behind', () => {
    expect(latencyAction({ ...base, bufferedEnd: 12, currentTime: 10 })).toEqual({
      seekTo: null,
      playbackRate: flv.catchUpRate,
    });
  });

  it('jumps to just behind the newest frame when far behind (after a tab switch or a network pause)', () => {
    expect(latencyAction({ ...base, bufferedEnd: 40, currentTime: 10 })).toEqual({
      seekTo: 40 - flv.targetS,
      playbackRate: 1,
    });
  });

  it('does nothing while the tab is hidden, paused or empty', () => {
    expect(latencyAction({ ...base, visible: false, bufferedEnd: 40, currentTime: 10 }).seekTo).toBeNull();
    expect(latencyAction({ ...base, paused: true, bufferedEnd: 40, currentTime: 10 }).seekTo).toBeNull();
    expect(latencyAction({ ...base, bufferedEnd: null, currentTime: 10 })).toEqual({ seekTo: null, playbackRate: 1 });
  });

  it('gives HLS room for its two segments: a 5-second delay is normal there, 12 seconds is not', () => {
    const hls = LATENCY_BOUNDS.hls;
    expect(decide({ ...base, bufferedEnd: 105, currentTime: 100 }, hls)).toEqual({ seekTo: null, playbackRate: 1 });
    expect(decide({ ...base, bufferedEnd: 107, currentTime: 100 }, hls)).toEqual({
      seekTo: null,
      playbackRate: hls.catchUpRate,
    });
    expect(decide({ ...base, bufferedEnd: 112, currentTime: 100 }, hls)).toEqual({
      seekTo: 112 - hls.targetS,
      playbackRate: 1,
    });
  });

  it('keeps the delay bounded: after any jump the player is within the bound', () => {
    for (const behind of [3.01, 5, 30, 300]) {
      const action = latencyAction({ ...base, bufferedEnd: 100 + behind, currentTime: 100 });
      expect(100 + behind - action.seekTo!).toBeLessThanOrEqual(flv.catchUpAboveS);
    }
  });
});

describe('bufferedEndAt', () => {
  it('reads the range holding the playhead, else the last range', () => {
    expect(bufferedEndAt(ranges([0, 5], [7, 12]), 8)).toBe(12);
    expect(bufferedEndAt(ranges([0, 5], [7, 12]), 3)).toBe(5);
    expect(bufferedEndAt(ranges([7, 12]), 2)).toBe(12);
    expect(bufferedEndAt(ranges(), 2)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { playbackPlan } from './playback-plan';

const urls = { flvUrl: '/live/abc.flv', hlsUrl: '/live/hls/abc/index.m3u8' };
const origin = 'https://matchday.example';

describe('playbackPlan', () => {
  it('tries HTTP-FLV with mpegts.js first, then hls.js, then native HLS', () => {
    expect(playbackPlan(urls, { mse: true, nativeHls: true }, origin)).toEqual([
      { engine: 'mpegts', url: 'https://matchday.example/live/abc.flv' },
      { engine: 'hls', url: 'https://matchday.example/live/hls/abc/index.m3u8' },
      { engine: 'native', url: 'https://matchday.example/live/hls/abc/index.m3u8' },
    ]);
  });

  it('uses the browser’s own HLS without MSE (older iOS)', () => {
    expect(playbackPlan(urls, { mse: false, nativeHls: true }, origin)).toEqual([
      { engine: 'native', url: 'https://matchday.example/live/hls/abc/index.m3u8' },
    ]);
  });

  it('keeps absolute (SRS) URLs and skips a missing line', () => {
    expect(
      playbackPlan({ flvUrl: 'https://cdn.example/live/x.flv', hlsUrl: null }, { mse: true, nativeHls: false }, origin),
    ).toEqual([{ engine: 'mpegts', url: 'https://cdn.example/live/x.flv' }]);
  });

  it('has nothing to play while off air or in a browser without MSE or HLS', () => {
    expect(playbackPlan({ flvUrl: null, hlsUrl: null }, { mse: true, nativeHls: true }, origin)).toEqual([]);
    expect(playbackPlan(urls, { mse: false, nativeHls: false }, origin)).toEqual([]);
  });
});

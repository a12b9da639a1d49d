import { describe, expect, it } from 'vitest';
import { matchVideoOf } from './match-video';

const flv = (id: number) => `/live/stream-${id}.flv`;

describe('matchVideoOf', () => {
  it('plays the first linked stream it may play here, skipping paid rooms and other matches', () => {
    const sources = [
      { fbId: 9, streamId: 1, flvUrl: flv(1), hlsUrl: null },
      { fbId: 7, streamId: 2, flvUrl: null, hlsUrl: null },
      { fbId: 7, streamId: 3, flvUrl: null, hlsUrl: '/hls/3.m3u8' },
      { fbId: 7, streamId: 4, flvUrl: flv(4), hlsUrl: null },
    ];
    expect(matchVideoOf(sources, 7)).toEqual({ kind: 'play', streamId: 3, flvUrl: null, hlsUrl: '/hls/3.m3u8' });
  });

  it('links to a paid room when that is all there is, and answers none for a match without a stream', () => {
    expect(matchVideoOf([{ fbId: 7, streamId: 2, flvUrl: null, hlsUrl: null }], 7)).toEqual({
      kind: 'room',
      streamId: 2,
    });
    expect(matchVideoOf([{ fbId: 7, streamId: null, flvUrl: flv(5), hlsUrl: null }], 7)).toBeNull();
    expect(matchVideoOf([{ fbId: 9, streamId: 1, flvUrl: flv(1), hlsUrl: null }], 7)).toBeNull();
  });
});

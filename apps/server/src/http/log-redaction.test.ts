import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('#9 hides credential-like query values and the SMS code in its path, keeping the rest', () => {
    expect(redactUrl('/ws?token=abc.def&lang=vi')).toBe('/ws?token=[redacted]&lang=vi');
    expect(redactUrl('/media/srs/hooks?token=s3cret')).toBe('/media/srs/hooks?token=[redacted]');
    expect(redactUrl('/pay/return?vnp_SecureHash=ff&vnp_Amount=100')).toBe(
      '/pay/return?vnp_SecureHash=[redacted]&vnp_Amount=100',
    );
    expect(redactUrl('/x?ticket=1&streamKey=2&sig=3&page=4')).toBe(
      '/x?ticket=[redacted]&streamKey=[redacted]&sig=[redacted]&page=4',
    );
    expect(redactUrl('/x?%74oken=1')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/api/user/auth/mobile-registerCheckByCode/912345678/123456')).toBe(
      '/api/user/auth/mobile-registerCheckByCode/912345678/[redacted]',
    );
    expect(redactUrl('/api/live/stream/list?pageNum=1&flag')).toBe('/api/live/stream/list?pageNum=1&flag');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it('#9 hides a viewer’s signed playback token in FLV and HLS paths, keeping the stream name', () => {
    const token = 'm12.1795789200.fpvwhgm4n_4C5d83074ROu';
    expect(redactUrl(`/live/vyig1n0tf2t1.${token}.flv`)).toBe('/live/vyig1n0tf2t1.[redacted].flv');
    expect(redactUrl(`/live/hls/vyig1n0tf2t1/${token}/index.m3u8`)).toBe(
      '/live/hls/vyig1n0tf2t1/[redacted]/index.m3u8',
    );
    expect(redactUrl('/live/vyig1n0tf2t1.flv')).toBe('/live/vyig1n0tf2t1.flv');
  });
});

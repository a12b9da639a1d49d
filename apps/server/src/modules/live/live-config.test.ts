import { describe, expect, it } from 'vitest';
import { prodEnv } from '../../../test/fixtures/prod-env.js';
import { loadConfig, type ConfigError } from '../../config.js';

describe('live video configuration', () => {
  it('defaults to the embedded server on 1935 with demo streams, and to a free port without demos in tests', () => {
    expect(loadConfig({}, '/srv').live).toMatchObject({
      mediaServer: 'nms',
      rtmpPort: 1935,
      demo: true,
      reconnectGraceMs: 10_000,
      srs: undefined,
    });
    expect(loadConfig({ MODE: 'test' }, '/srv').live).toMatchObject({ rtmpPort: 0, demo: false, reconnectGraceMs: 0 });
    expect(loadConfig({ ...prodEnv, MODE: 'prod' }, '/srv').live.demo).toBe(false);
    expect(loadConfig({ MODE: 'test', LIVE_DEMO: 'on', RTMP_PORT: '19350' }, '/srv').live).toMatchObject({
      demo: true,
      rtmpPort: 19350,
    });
    expect(loadConfig({}, '/srv').live.preferredLine).toBe('flv');
    expect(loadConfig({ LIVE_PREFERRED_LINE: 'hls' }, '/srv').live.preferredLine).toBe('hls');
  });

  it('reads the SRS settings', () => {
    const live = loadConfig(
      {
        MEDIA_SERVER: 'srs',
        SRS_RTMP_URL: 'rtmp://srs/live',
        SRS_PLAYBACK_URL: 'https://cdn/live',
        SRS_API_URL: 'http://srs:1985',
        SRS_HOOK_TOKEN: 'x'.repeat(16),
      },
      '/srv',
    ).live;
    expect(live).toMatchObject({
      mediaServer: 'srs',
      srs: {
        rtmpUrl: 'rtmp://srs/live',
        playbackUrl: 'https://cdn/live',
        apiUrl: 'http://srs:1985',
        hookToken: 'x'.repeat(16),
      },
    });
  });

  it('names every bad live setting with what is expected', () => {
    try {
      loadConfig({
        RTMP_PORT: '70000',
        MEDIA_SERVER: 'wowza',
        LIVE_DEMO: 'yes',
        LIVE_RECONNECT_GRACE_S: '-1',
        RTMP_PUBLIC_URL: 'http://x',
        LIVE_PREFERRED_LINE: 'rtmp',
      });
      expect.unreachable();
    } catch (e) {
      const problems = (e as ConfigError).problems.join('\n');
      for (const text of [
        'RTMP_PORT must be a whole number from 0 to 65535',
        'MEDIA_SERVER must be "nms"',
        'LIVE_DEMO must be "on" or "off"',
        'LIVE_RECONNECT_GRACE_S',
        'RTMP_PUBLIC_URL must start with rtmp:// or rtmps://',
        'LIVE_PREFERRED_LINE must be "flv" or "hls"',
      ])
        expect(problems).toContain(text);
    }
    expect(() => loadConfig({ MEDIA_SERVER: 'srs' })).toThrow(/SRS_RTMP_URL.*\n.*SRS_HOOK_TOKEN/);
  });
});

import { describe, expect, it } from 'vitest';
import { prodEnv } from '../test/fixtures/prod-env.js';
import { ConfigError, loadConfig } from './config.js';

/** The problems loadConfig reports for an environment (none when it loads). */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, '/srv');
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
}

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const sut = loadConfig({}, '/srv/app');
    expect(sut).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/srv/app/data',
      site: 'vn',
      mode: 'dev',
      publicUrl: 'http://localhost:8080',
    });
    expect(sut.databaseUrl).toBeUndefined();
  });

  it('reports every bad value with what is expected', () => {
    try {
      loadConfig({
        PORT: '99999',
        SITE: 'us',
        MODE: 'staging',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'nope',
        LOG_LEVEL: 'loud',
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const problems = (e as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'SITE', 'MODE', 'DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL'])
        expect(problems).toContain(name);
    }
  });

  it('accepts PostgreSQL, Redis and a public URL', () => {
    const sut = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      REDIS_URL: 'redis://h:6379',
      SITE: 'cn',
      MODE: 'prod',
      ...prodEnv,
      PUBLIC_URL: 'https://md.example/',
    });
    expect(sut).toMatchObject({
      databaseUrl: 'postgres://u@h/db',
      redisUrl: 'redis://h:6379',
      publicUrl: 'https://md.example',
      site: 'cn',
      mode: 'prod',
    });
  });
});

describe('MODE=prod', () => {
  const linked = { SPORTS_PLATFORM_URL: 'http://127.0.0.1:8090' };

  it('#9 prod refuses to start without APP_SECRET and a real SMS gateway, naming each problem at once', () => {
    const problems = problemsOf({ MODE: 'prod' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^MODE=prod needs APP_SECRET: at least 32 bytes/),
        expect.stringMatching(/^MODE=prod needs SMS_GATEWAY=http with SMS_HTTP_URL and SMS_HTTP_TOKEN/),
      ]),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^MODE=prod needs PUBLIC_URL/));
    // The other bad values are reported in the same breath.
    expect(problemsOf({ MODE: 'prod', PORT: '0' })).toEqual(
      expect.arrayContaining([...problems, expect.stringMatching(/^PORT must be/)]),
    );
  });

  it('#9 prod refuses a plain-http PUBLIC_URL (the session cookie would not be Secure) except on a loopback host', () => {
    expect(problemsOf({ ...prodEnv, MODE: 'prod', PUBLIC_URL: 'http://matchday.example.com' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL must be https in MODE=prod \(got http:\/\/matchday\.example\.com\)/),
    ]);
    expect(problemsOf({ ...prodEnv, MODE: 'prod', PUBLIC_URL: 'http://127.0.0.1:8080' })).toEqual([]);
    expect(loadConfig({ ...prodEnv, MODE: 'prod' }).publicUrl).toBe('https://matchday.example.com');
  });

  it('#9 prod refuses a short APP_SECRET (APP_SECRET=a) and a repeated one, saying how long it must be', () => {
    expect(problemsOf({ ...prodEnv, MODE: 'prod', APP_SECRET: 'a' })).toEqual([
      'APP_SECRET must be at least 32 bytes of random data (got 1 byte): make one with `openssl rand -hex 32`',
    ]);
    expect(problemsOf({ ...prodEnv, MODE: 'prod', APP_SECRET: 'x'.repeat(31) })).toEqual([
      expect.stringContaining('got 31 bytes'),
    ]);
    expect(problemsOf({ ...prodEnv, MODE: 'prod', APP_SECRET: 'ab'.repeat(32) })).toEqual([
      expect.stringMatching(/^APP_SECRET repeats too few characters/),
    ]);
    expect(loadConfig({ ...prodEnv, MODE: 'prod' }).appSecret).toBe(prodEnv.APP_SECRET);
  });

  it('#9 prod refuses a short or repeated SPORTS_MERCHANT_SECRET when a standalone platform is linked', () => {
    expect(problemsOf({ ...prodEnv, ...linked, MODE: 'prod', SPORTS_MERCHANT_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^SPORTS_PLATFORM_URL needs SPORTS_MERCHANT_SECRET: at least 32 characters/),
    ]);
    expect(problemsOf({ ...prodEnv, ...linked, MODE: 'prod', SPORTS_MERCHANT_SECRET: 's'.repeat(40) })).toEqual([
      expect.stringMatching(/^SPORTS_MERCHANT_SECRET repeats too few characters/),
    ]);
    const strong = { ...prodEnv, ...linked, MODE: 'prod', SPORTS_MERCHANT_SECRET: prodEnv.APP_SECRET };
    expect(loadConfig(strong).sportsPlatform?.merchantSecret).toBe(prodEnv.APP_SECRET);
  });

  it('#9 prod refuses the SMS outbox, which writes codes to the log', () => {
    expect(problemsOf({ ...prodEnv, MODE: 'prod', SMS_GATEWAY: 'outbox' })).toEqual([
      expect.stringMatching(/^MODE=prod needs SMS_GATEWAY=http/),
    ]);
    expect(problemsOf({ ...prodEnv, MODE: 'prod', SMS_HTTP_TOKEN: '' })).toEqual([
      'SMS_GATEWAY=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN',
    ]);
  });

  it('dev and test keep starting without secrets or an SMS gateway, on the outbox', () => {
    for (const MODE of ['dev', 'test', 'uat']) {
      expect(problemsOf({ MODE })).toEqual([]);
      expect(problemsOf({ MODE, APP_SECRET: 'a' })).toEqual([]);
    }
  });

  it('#1 DEMO is on outside prod and off in prod unless DEMO=on; LIVE_DEMO=on in prod needs it', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ MODE: 'test' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'off' })).toMatchObject({ demo: false, live: { demo: false } });
    expect(loadConfig({ ...prodEnv, MODE: 'prod' })).toMatchObject({ demo: false, live: { demo: false } });
    expect(loadConfig({ ...prodEnv, MODE: 'prod', DEMO: 'on' }).demo).toBe(true);
    expect(loadConfig({ ...prodEnv, MODE: 'prod', DEMO: 'on', LIVE_DEMO: 'on' }).live.demo).toBe(true);
    expect(problemsOf({ ...prodEnv, MODE: 'prod', LIVE_DEMO: 'on' })).toEqual([
      'LIVE_DEMO=on needs DEMO=on in MODE=prod (demo anchors publish a test pattern)',
    ]);
    expect(problemsOf({ DEMO: 'yes' })).toEqual(['DEMO must be "on" or "off" (got "yes")']);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
      PUBLIC_URL: 'https://md.example/',
      SITE: 'cn',
      MODE: 'prod',
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

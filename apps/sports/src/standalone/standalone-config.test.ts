import { describe, expect, it } from 'vitest';
import { loadStandaloneConfig } from './standalone-config.js';
import { SportsSettingsError } from '../errors.js';

const SECRET = 's'.repeat(32);

describe('loadStandaloneConfig', () => {
  it('defaults to port 8090 and sports.db under ./data', () => {
    expect(loadStandaloneConfig({ SPORTS_MERCHANT_SECRET: SECRET }, '/srv/md')).toMatchObject({
      port: 8090,
      host: '0.0.0.0',
      database: { dataDir: '/srv/md/data' },
      seed: 2026,
      speed: 1,
      pushIntervalMs: 1000,
    });
  });

  it("reads the platform's settings through readSportsSettings", () => {
    expect(
      loadStandaloneConfig({ SPORTS_MERCHANT_SECRET: SECRET, SIM_SPEED: '10', SPORTS_PUSH_INTERVAL_MS: '500' }, '/'),
    ).toMatchObject({ speed: 10, pushIntervalMs: 500 });
  });

  it('uses PostgreSQL when given a URL', () => {
    const config = loadStandaloneConfig(
      { SPORTS_MERCHANT_SECRET: SECRET, SPORTS_DATABASE_URL: 'postgres://u@h/db', DATA_DIR: '/var/md' },
      '/srv',
    );
    expect(config).toMatchObject({ database: { url: 'postgres://u@h/db' } });
  });

  it('reads the operator wallet URL without its trailing slash, and runs without one', () => {
    expect(
      loadStandaloneConfig({ SPORTS_MERCHANT_SECRET: SECRET, SPORTS_WALLET_URL: 'http://localhost:8080/' }, '/')
        .walletUrl,
    ).toBe('http://localhost:8080');
    expect(loadStandaloneConfig({ SPORTS_MERCHANT_SECRET: SECRET }, '/').walletUrl).toBeUndefined();
  });

  it('reports every bad value with what is expected', () => {
    try {
      loadStandaloneConfig(
        {
          SPORTS_PORT: 'x',
          SPORTS_DATABASE_URL: 'mysql://h',
          SIM_SPEED: '0',
          SPORTS_SEED: '1.5',
          SPORTS_MERCHANT_SECRET: 'short',
          SPORTS_WALLET_URL: 'ftp://operator',
          SPORTS_PUSH_INTERVAL_MS: '5',
        },
        '/',
      );
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(SportsSettingsError);
      const text = (err as SportsSettingsError).problems.join('\n');
      for (const name of [
        'SPORTS_PORT',
        'SPORTS_DATABASE_URL',
        'SIM_SPEED',
        'SPORTS_SEED',
        'SPORTS_MERCHANT_SECRET',
        'SPORTS_WALLET_URL',
        'SPORTS_PUSH_INTERVAL_MS',
      ])
        expect(text).toContain(name);
    }
  });
});

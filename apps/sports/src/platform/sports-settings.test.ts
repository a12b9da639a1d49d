import { describe, expect, it } from 'vitest';
import { SportsSettingsError } from '../errors.js';
import { readSportsSettings } from './sports-settings.js';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    readSportsSettings(env);
  } catch (err) {
    if (err instanceof SportsSettingsError) return err.problems;
    throw err;
  }
  return [];
};

describe('readSportsSettings', () => {
  it('defaults to seed 2026, real-time play, a push every second and sports.db on SQLite', () => {
    expect(readSportsSettings({})).toEqual({ seed: 2026, speed: 1, pushIntervalMs: 1000, databaseUrl: undefined });
    expect(readSportsSettings({ SIM_SPEED: ' ', SPORTS_DATABASE_URL: '' })).toMatchObject({
      speed: 1,
      databaseUrl: undefined,
    });
  });

  it('reads every setting, the database URL without its trailing slash', () => {
    expect(
      readSportsSettings({
        SIM_SPEED: '10',
        SPORTS_SEED: '7',
        SPORTS_PUSH_INTERVAL_MS: '250',
        SPORTS_DATABASE_URL: 'postgresql://u@h:5432/sports/',
      }),
    ).toEqual({ seed: 7, speed: 10, pushIntervalMs: 250, databaseUrl: 'postgresql://u@h:5432/sports' });
    expect(readSportsSettings({ SIM_SPEED: '600', SPORTS_PUSH_INTERVAL_MS: '10000' })).toMatchObject({
      speed: 600,
      pushIntervalMs: 10_000,
    });
  });

  it('reports every bad value at once, each with what is expected', () => {
    const problems = problemsOf({
      SIM_SPEED: '601',
      SPORTS_SEED: '1.5',
      SPORTS_PUSH_INTERVAL_MS: '99',
      SPORTS_DATABASE_URL: 'mysql://h/db',
    });
    expect(problems).toEqual([
      'SIM_SPEED must be a number from 1 to 600 (got "601")',
      'SPORTS_SEED must be a whole number (got "1.5")',
      'SPORTS_PUSH_INTERVAL_MS must be a whole number from 100 to 10000 (got "99")',
      'SPORTS_DATABASE_URL must start with postgres:// or postgresql://',
    ]);
    expect(problemsOf({ SIM_SPEED: '0', SPORTS_PUSH_INTERVAL_MS: '150.5', SPORTS_DATABASE_URL: 'not a url' })).toEqual([
      'SIM_SPEED must be a number from 1 to 600 (got "0")',
      'SPORTS_PUSH_INTERVAL_MS must be a whole number from 100 to 10000 (got "150.5")',
      'SPORTS_DATABASE_URL is not a valid URL',
    ]);
    expect(() => readSportsSettings({ SIM_SPEED: 'fast' })).toThrow(/^Invalid configuration:\n {2}- SIM_SPEED/);
  });
});

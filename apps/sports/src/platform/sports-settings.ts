import { SportsSettingsError } from '../errors.js';

/** The environment as `process.env` gives it. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** How the platform plays and where it keeps sports.db, however it runs (embedded in `npm start` or standalone). */
export interface SportsSettings {
  /** SPORTS_SEED (2026): leagues, teams, schedule and play. */
  seed: number;
  /** SIM_SPEED (1–600, default 1): match seconds per wall second. */
  speed: number;
  /** SPORTS_PUSH_INTERVAL_MS (100–10000, default 1000): how often the push socket sends changes. */
  pushIntervalMs: number;
  /** SPORTS_DATABASE_URL (PostgreSQL), without a trailing slash; absent = SQLite sports.db in the data directory. */
  databaseUrl: string | undefined;
}

const DATABASE_SCHEMES = ['postgres:', 'postgresql:'];

/**
 * The one reader of the platform's environment: SIM_SPEED, SPORTS_SEED, SPORTS_PUSH_INTERVAL_MS
 * and SPORTS_DATABASE_URL. Blank means unset; every bad value is reported at once in a
 * `SportsSettingsError`, each with what is expected.
 */
export function readSportsSettings(env: Environment): SportsSettings {
  const problems: string[] = [];
  const text = (name: string, fallback: string) => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? fallback : v;
  };

  const speedText = text('SIM_SPEED', '1');
  const speed = Number(speedText);
  if (!Number.isFinite(speed) || speed < 1 || speed > 600)
    problems.push(`SIM_SPEED must be a number from 1 to 600 (got "${speedText}")`);

  const seedText = text('SPORTS_SEED', '2026');
  const seed = Number(seedText);
  if (!Number.isSafeInteger(seed)) problems.push(`SPORTS_SEED must be a whole number (got "${seedText}")`);

  const intervalText = text('SPORTS_PUSH_INTERVAL_MS', '1000');
  const pushIntervalMs = Number(intervalText);
  if (!Number.isInteger(pushIntervalMs) || pushIntervalMs < 100 || pushIntervalMs > 10_000)
    problems.push(`SPORTS_PUSH_INTERVAL_MS must be a whole number from 100 to 10000 (got "${intervalText}")`);

  const urlText = text('SPORTS_DATABASE_URL', '');
  const databaseUrl = urlText === '' ? undefined : urlText.replace(/\/$/, '');
  if (databaseUrl !== undefined) {
    try {
      if (!DATABASE_SCHEMES.includes(new URL(databaseUrl).protocol))
        problems.push('SPORTS_DATABASE_URL must start with postgres:// or postgresql://');
    } catch {
      problems.push('SPORTS_DATABASE_URL is not a valid URL');
    }
  }

  if (problems.length > 0) throw new SportsSettingsError(problems);
  return { seed, speed, pushIntervalMs, databaseUrl };
}

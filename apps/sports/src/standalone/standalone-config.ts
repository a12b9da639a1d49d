import { isAbsolute, resolve } from 'node:path';
import type { SportsDatabaseConfig } from '../db/database.js';
import { SportsSettingsError } from '../errors.js';
import { readSportsSettings } from '../platform/sports-settings.js';
import type { Environment, SportsSettings } from '../platform/sports-settings.js';

export interface StandaloneConfig {
  host: string;
  port: number;
  database: SportsDatabaseConfig;
  seed: number;
  speed: number;
  pushIntervalMs: number;
  /** SPORTS_MERCHANT_SECRET: signs the app server's token requests; the token key is derived from it. */
  merchantSecret: string;
  /** SPORTS_WALLET_URL: the operator's base URL, whose signed seamless-wallet calls move members' money; without it betting answers 11. */
  walletUrl: string | undefined;
  logLevel: string;
}

/** A shared secret shorter than this is refused. */
export const MIN_MERCHANT_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * `npm run start:sports` settings: the platform's own (`readSportsSettings`: SIM_SPEED,
 * SPORTS_SEED, SPORTS_PUSH_INTERVAL_MS, SPORTS_DATABASE_URL) and the process's: SPORTS_PORT
 * (8090), HOST, DATA_DIR (./data, for sports.db), SPORTS_MERCHANT_SECRET (required),
 * SPORTS_WALLET_URL (the operator's wallet), LOG_LEVEL. Every bad value is reported at once.
 */
export function loadStandaloneConfig(env: Environment, cwd: string): StandaloneConfig {
  const problems: string[] = [];
  const str = (name: string) => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };
  let platform: SportsSettings | undefined;
  try {
    platform = readSportsSettings(env);
  } catch (err) {
    if (!(err instanceof SportsSettingsError)) throw err;
    problems.push(...err.problems);
  }

  const portText = str('SPORTS_PORT') ?? '8090';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    problems.push(`SPORTS_PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  const host = str('HOST') ?? '0.0.0.0';

  const walletUrl = str('SPORTS_WALLET_URL')?.replace(/\/$/, '');
  if (walletUrl !== undefined) {
    try {
      if (!['http:', 'https:'].includes(new URL(walletUrl).protocol))
        problems.push('SPORTS_WALLET_URL must start with http:// or https://');
    } catch {
      problems.push('SPORTS_WALLET_URL is not a valid URL');
    }
  }

  const merchantSecret = str('SPORTS_MERCHANT_SECRET') ?? '';
  if (merchantSecret.length < MIN_MERCHANT_SECRET_LENGTH) {
    problems.push(
      `SPORTS_MERCHANT_SECRET must be set to at least ${MIN_MERCHANT_SECRET_LENGTH} characters, the same value as the app server's (e.g. \`openssl rand -hex 32\`)`,
    );
  }
  const logLevel = str('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  if (problems.length > 0 || !platform) throw new SportsSettingsError(problems);

  const dataDir = str('DATA_DIR') ?? './data';
  return {
    host,
    port,
    database: platform.databaseUrl
      ? { url: platform.databaseUrl }
      : { dataDir: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir) },
    seed: platform.seed,
    speed: platform.speed,
    pushIntervalMs: platform.pushIntervalMs,
    merchantSecret,
    walletUrl,
    logLevel,
  };
}

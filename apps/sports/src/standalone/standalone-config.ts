import { isAbsolute, resolve } from 'node:path';
import type { SportsDatabaseConfig } from '../db/database.js';
import { StandaloneConfigError } from '../errors.js';

export interface StandaloneConfig {
  host: string;
  port: number;
  database: SportsDatabaseConfig;
  seed: number;
  speed: number;
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
 * `npm run start:sports` settings: SPORTS_PORT (8090), HOST, DATA_DIR
 * (./data, for sports.db) or SPORTS_DATABASE_URL (PostgreSQL), SPORTS_SEED, SIM_SPEED,
 * SPORTS_MERCHANT_SECRET (required), SPORTS_WALLET_URL (the operator's wallet), LOG_LEVEL.
 * Every bad value is reported at once.
 */
export function loadStandaloneConfig(env: NodeJS.ProcessEnv, cwd: string): StandaloneConfig {
  const problems: string[] = [];
  const str = (name: string) => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };
  const portText = str('SPORTS_PORT') ?? '8090';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    problems.push(`SPORTS_PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  const host = str('HOST') ?? '0.0.0.0';

  const urlOf = (name: string, schemes: string[]) => {
    const v = str(name);
    if (v === undefined) return undefined;
    try {
      if (!schemes.includes(new URL(v).protocol))
        problems.push(`${name} must start with ${schemes.map((s) => `${s}//`).join(' or ')}`);
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return v.replace(/\/$/, '');
  };
  const databaseUrl = urlOf('SPORTS_DATABASE_URL', ['postgres:', 'postgresql:']);
  const walletUrl = urlOf('SPORTS_WALLET_URL', ['http:', 'https:']);

  const seedText = str('SPORTS_SEED') ?? '2026';
  const seed = Number(seedText);
  if (!Number.isSafeInteger(seed)) problems.push(`SPORTS_SEED must be a whole number (got "${seedText}")`);
  const speedText = str('SIM_SPEED') ?? '1';
  const speed = Number(speedText);
  if (!Number.isFinite(speed) || speed < 1 || speed > 600)
    problems.push(`SIM_SPEED must be a number from 1 to 600 (got "${speedText}")`);
  const merchantSecret = str('SPORTS_MERCHANT_SECRET') ?? '';
  if (merchantSecret.length < MIN_MERCHANT_SECRET_LENGTH) {
    problems.push(
      `SPORTS_MERCHANT_SECRET must be set to at least ${MIN_MERCHANT_SECRET_LENGTH} characters, the same value as the app server's (e.g. \`openssl rand -hex 32\`)`,
    );
  }
  const logLevel = str('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  if (problems.length > 0) throw new StandaloneConfigError(problems);

  const dataDir = str('DATA_DIR') ?? './data';
  return {
    host,
    port,
    database: databaseUrl ? { url: databaseUrl } : { dataDir: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir) },
    seed,
    speed,
    merchantSecret,
    walletUrl,
    logLevel,
  };
}

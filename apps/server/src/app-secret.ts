import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A signing secret shorter than this many bytes is refused in prod (HMAC-SHA256's key size). */
export const MIN_SECRET_BYTES = 32;
/** Fewer distinct characters than this is a typed placeholder (`aaaa…`, `0000…`, `abab…`), not random data. */
const MIN_DISTINCT_CHARACTERS = 8;

/**
 * Why a secret from the environment is too weak to sign with, or undefined when it is strong
 * enough: at least 32 bytes (UTF-8) and not one or a few characters repeated.
 */
export function weakSecretProblem(name: string, value: string): string | undefined {
  const bytes = Buffer.byteLength(value, 'utf8');
  const advice = 'make one with `openssl rand -hex 32`';
  if (bytes < MIN_SECRET_BYTES)
    return `${name} must be at least ${MIN_SECRET_BYTES} bytes of random data (got ${bytes} byte${bytes === 1 ? '' : 's'}): ${advice}`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS)
    return `${name} repeats too few characters (fewer than ${MIN_DISTINCT_CHARACTERS} distinct) to be random: ${advice}`;
  return undefined;
}

/**
 * The server's signing secret (identity codes, payment callbacks): APP_SECRET when set, which every
 * node of a cluster must share; else one made on first start and kept in DATA_DIR/app-secret
 * (outside prod only: the config refuses MODE=prod without a strong APP_SECRET), owner-only (0600),
 * an older, looser file tightened when read.
 */
export function loadAppSecret(opts: { envSecret: string | undefined; dataDir: string }): Buffer {
  if (opts.envSecret) return Buffer.from(opts.envSecret, 'utf8');
  const file = join(opts.dataDir, 'app-secret');
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
  mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
  return secret;
}

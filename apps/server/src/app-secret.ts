import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server's signing secret (identity codes, payment callbacks): APP_SECRET when set, which every
 * node of a cluster must share; else one made on first start and kept in DATA_DIR/app-secret.
 */
export function loadAppSecret(opts: { envSecret: string | undefined; dataDir: string }): Buffer {
  if (opts.envSecret) return Buffer.from(opts.envSecret, 'utf8');
  const file = join(opts.dataDir, 'app-secret');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(opts.dataDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
  return secret;
}

import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAppSecret } from './app-secret.js';

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe.skipIf(process.platform === 'win32')('the data directory secret file', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('#9 is made owner-only (0600) in a fresh data dir, itself 0700', () => {
    dir = mkdtempSync(join(tmpdir(), 'md-secret-'));
    const dataDir = join(dir, 'data');
    const secret = loadAppSecret({ envSecret: undefined, dataDir });
    expect(secret).toHaveLength(32);
    expect(modeOf(join(dataDir, 'app-secret'))).toBe('600');
    expect(modeOf(dataDir)).toBe('700');
    expect(loadAppSecret({ envSecret: undefined, dataDir })).toEqual(secret);
  });

  it('#9 is tightened to 0600 when an older world-readable one is read', () => {
    dir = mkdtempSync(join(tmpdir(), 'md-secret-'));
    const file = join(dir, 'app-secret');
    writeFileSync(file, 'ab'.repeat(32));
    chmodSync(file, 0o644);
    expect(loadAppSecret({ envSecret: undefined, dataDir: dir }).toString('hex')).toBe('ab'.repeat(32));
    expect(modeOf(file)).toBe('600');
  });
});

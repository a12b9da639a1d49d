import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.js';
import { verifyLedger } from '../../src/modules/wallet/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..', '..', '..');
const storm = join(here, '..', 'fixtures', 'transfer-storm.ts');
const TOTAL = 10_000;

/** Runs the storm until it has acknowledged `killAfter` transfers, then SIGKILLs it; returns the last count it reported. */
function stormUntilKilled(dataDir: string, killAfter: number): Promise<{ acknowledged: number; finished: boolean }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@matchday/source', storm], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let acknowledged = 0;
    let finished = false;
    let stderr = '';
    let buffered = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'finished') finished = true;
        const m = /^progress (\d+)$/.exec(line);
        if (m) acknowledged = Number(m[1]);
      }
      if (acknowledged >= killAfter && !child.killed) child.kill('SIGKILL');
    });
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL' && code !== 0) fail(new Error(`storm exited with ${code}: ${stderr}`));
      else done({ acknowledged, finished });
    });
  });
}

describe('the ledger after a crash (SQLite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'md-crash-'));
  // Retried: emptying it once failed in CI with ENOTEMPTY (a file appeared while it was being removed).
  afterAll(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));

  it('SIGKILL in the middle of 10,000 transfers leaves a consistent ledger with every acknowledged transfer', async () => {
    const { acknowledged, finished } = await stormUntilKilled(dataDir, 2_000);
    expect(finished).toBe(false);
    expect(acknowledged).toBeGreaterThanOrEqual(2_000);

    const db = createDatabase({ dataDir });
    try {
      const report = await verifyLedger(db);
      expect(report.violations).toEqual([]);
      const rows = await db
        .selectFrom('ledgerTransfers as t')
        .leftJoin('ledgerEntries as e', 'e.transferId', 't.id')
        .select((eb) => ['t.idempotencyKey', 't.status', eb.fn.count<number>('e.id').as('entries')])
        .where('t.idempotencyKey', 'like', 'storm:%')
        .groupBy(['t.id', 't.idempotencyKey', 't.status'])
        .execute();
      // Every key is fully posted with its two entries, or absent: nothing half-written.
      for (const r of rows)
        expect([r.idempotencyKey, r.status, Number(r.entries)]).toEqual([r.idempotencyKey, 'posted', 2]);
      expect(rows.length).toBeGreaterThanOrEqual(acknowledged);
      expect(rows.length).toBeLessThan(TOTAL);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteHandleOf } from './open-database.js';

describe('WAL checkpoints on a worker thread', () => {
  let db: Kysely<{ t: { id: number; pad: string } }> | undefined;
  let dir = '';
  afterEach(async () => {
    await db?.destroy();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('folds the WAL back into the database while the writer never checkpoints for itself', async () => {
    dir = mkdtempSync(join(tmpdir(), 'md-ckpt-'));
    const file = join(dir, 'a.db');
    db = openDatabase({ file });
    expect(sqliteHandleOf(db)!.pragma('wal_autocheckpoint', { simple: true })).toBe(50_000);
    await sql`create table t (id integer primary key, pad text not null)`.execute(db);
    const insert = sqliteHandleOf(db)!.prepare('insert into t (pad) values (?)');
    for (let i = 0; i < 2_000; i++) insert.run('x'.repeat(2_000));
    // The writer would checkpoint only past ~200 MB of WAL: the ~4 MB of rows reach the database file through the worker.
    const rows = 2_000 * 2_000;
    const deadline = Date.now() + 4_000;
    while (statSync(file).size < rows && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(statSync(file).size).toBeGreaterThanOrEqual(rows);
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]!.n).toBe(2_000);
  });
});

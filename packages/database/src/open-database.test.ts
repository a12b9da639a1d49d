import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe.skipIf(process.platform === 'win32')('SQLite file modes', () => {
  let db: Kysely<{ t: { id: number } }> | undefined;
  let dir = '';
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("#9 a fresh data dir's database, WAL and shared-memory files are owner-only (0600)", async () => {
    dir = mkdtempSync(join(tmpdir(), 'md-mode-'));
    const file = join(dir, 'data', 'app.db');
    db = openDatabase({ file });
    await sql`create table t (id integer primary key)`.execute(db);
    await sql`insert into t (id) values (1)`.execute(db);
    const files = readdirSync(join(dir, 'data'));
    expect(files).toEqual(expect.arrayContaining(['app.db', 'app.db-wal', 'app.db-shm']));
    for (const f of files) expect(modeOf(join(dir, 'data', f)).toString(8), f).toBe('600');
    expect(modeOf(join(dir, 'data')).toString(8)).toBe('700');
  });

  it('#9 tightens world-readable files a database was left with at open', async () => {
    dir = mkdtempSync(join(tmpdir(), 'md-mode-'));
    const file = join(dir, 'app.db');
    db = openDatabase({ file });
    await sql`create table t (id integer primary key)`.execute(db);
    await db.destroy();
    db = undefined;
    writeFileSync(`${file}-wal`, '');
    for (const f of [file, `${file}-wal`]) chmodSync(f, 0o644);
    db = openDatabase({ file });
    await sql`insert into t (id) values (1)`.execute(db);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(f).toString(8), f).toBe('600');
  });
});

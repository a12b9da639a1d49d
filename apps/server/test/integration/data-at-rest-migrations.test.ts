import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../src/db/database.js';
import { appMigrationProvider } from '../../src/db/migrations/index.js';

const BEFORE = '20261128T1000-deposit-redirects-and-sweep';
const NICKNAMES = '20261201T0900-nicknames-without-bidi-controls';
const SEALED = '20261201T0910-withdraw-account-numbers-sealed';
const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

async function withPg(fn: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

const migrator = (db: AppDatabase, schema: string | undefined) =>
  new Migrator({
    db,
    provider: appMigrationProvider,
    migrationTableName: 'app_migrations',
    migrationLockTableName: 'app_migrations_lock',
    ...(schema ? { migrationTableSchema: schema } : {}),
  });

describe.each(engines)('migrations %s: data at rest (issue 17 #9)', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  async function openAt(migration: string): Promise<{ db: AppDatabase; schema: string | undefined }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'md-migrate-'));
    let schema: string | undefined;
    if (postgres) {
      schema = `m_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
      await withPg((c) => c.query(`create schema ${schema}`));
    }
    const db = createDatabase({
      dataDir,
      databaseUrl: postgres ? process.env.TEST_DATABASE_URL : undefined,
      ...(schema ? { schema } : {}),
    });
    cleanups.push(async () => {
      await db.destroy();
      if (schema) await withPg((c) => c.query(`drop schema ${schema} cascade`));
      rmSync(dataDir, { recursive: true, force: true });
    });
    const { error } = await migrator(db, schema).migrateTo(migration);
    if (error) throw error;
    return { db, schema };
  }

  it.skipIf(skip)('#9 removes bidirectional controls from the nicknames stored before', async () => {
    const { db, schema } = await openAt(BEFORE);
    const names = ['Bob\u202enimda', '\u2067Lily\u2069 \u200fStar', 'Plain', null];
    for (const [i, nick] of names.entries())
      await sql`insert into users (id, user_name, nick_name, password_hash, created_at, updated_at)
        values (${i + 1}, ${`member0${i + 1}`}, ${nick}, 'h', 1, 1)`.execute(db);
    const { error } = await migrator(db, schema).migrateTo(NICKNAMES);
    expect(error).toBeUndefined();
    const rows = await sql<{ nickName: string | null }>`select nick_name from users order by id`.execute(db);
    expect(rows.rows.map((r) => r.nickName)).toEqual(['Bobnimda', 'Lily Star', 'Plain', null]);
  });

  it.skipIf(skip)(
    '#9 makes room for sealed account numbers and keeps the last 4 digits of the plain ones',
    async () => {
      const { db, schema } = await openAt(BEFORE);
      await sql`insert into users (id, user_name, password_hash, created_at, updated_at) values (1, 'member01', 'h', 1, 1)`.execute(
        db,
      );
      await sql`insert into withdraw_accounts (user_id, holder, bank_name, account_number, updated_at)
      values (1, 'Nguyen Van A', 'ACB', '0123456789012', 1)`.execute(db);
      await sql`insert into withdrawals (user_id, idempotency_key, amount, currency, holder, bank_name, account_number, status, created_at)
      values (1, 'k1', 1000000, 'VND', 'Nguyen Van A', 'ACB', '987654', 'pending', 1)`.execute(db);
      const { error } = await migrator(db, schema).migrateTo(SEALED);
      expect(error).toBeUndefined();
      const last4 = async () => [
        ...(await sql<{ l: string }>`select account_last4 as l from withdraw_accounts`.execute(db)).rows.map(
          (r) => r.l,
        ),
        ...(await sql<{ l: string }>`select account_last4 as l from withdrawals`.execute(db)).rows.map((r) => r.l),
      ];
      expect(await last4()).toEqual(['9012', '7654']);
      // A sealed number (~80 characters) fits where 24 did.
      const sealed = `s1.0a1b2c3d.${'x'.repeat(70)}`;
      await sql`update withdraw_accounts set account_number = ${sealed}`.execute(db);
      await sql`update withdrawals set account_number = ${sealed}`.execute(db);
      await sql`update withdraw_accounts set account_number = '0123456789012'`.execute(db);
      await sql`update withdrawals set account_number = '987654'`.execute(db);
      const down = await migrator(db, schema).migrateTo(NICKNAMES);
      expect(down.error).toBeUndefined();
    },
  );
});

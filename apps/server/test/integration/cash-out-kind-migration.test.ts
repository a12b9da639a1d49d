import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../src/db/database.js';
import { appMigrationProvider } from '../../src/db/migrations/index.js';

const BEFORE = '20261126T0900-create-live-follow-orders';
const ONE_KIND = '20261127T0900-one-cash-out-kind';
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows written as the old schema had them
const moveKinds = async (db: Kysely<any>) =>
  (await sql<{ id: number; kind: string }>`select id, kind from bet_wallet_moves order by id`.execute(db)).rows.map(
    (r) => [Number(r.id), r.kind],
  );

const insertMove = (db: AppDatabase, id: number, key: string, kind: string) =>
  sql`insert into bet_wallet_moves (id, wallet_key, source, order_id, user_id, currency, kind, amount, bet_state, at, created_at)
    values (${id}, ${key}, 'sports', '1001', 1, 'VND', ${kind}, 4000, 'open', 1, 1)`.execute(db);

describe.each(engines)('migration %s: one cash-out kind', (_name, postgres) => {
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

  it.skipIf(skip)('rewrites old cashOut rows and checks the new spelling, and goes back down', async () => {
    const { db, schema } = await openAt(BEFORE);
    await sql`insert into users (id, user_name, password_hash, created_at, updated_at) values (1, 'member01', 'h', 1, 1)`.execute(
      db,
    );
    await insertMove(db, 7, 'sports:1001:cashout:3', 'cashOut');
    await insertMove(db, 8, 'sports:1001:payout:v1', 'payout');
    await sql`insert into ledger_accounts (id, owner_kind, owner_id, name, currency, updated_at)
      values (1, 'house', 0, 'payouts', 'VND', 1), (2, 'member', 1, '', 'VND', 1)`.execute(db);
    await sql`insert into ledger_transfers (id, idempotency_key, kind, debit_account_id, credit_account_id, amount, currency, status, created_at)
      values (1, 'old:cash_out', 'cash_out', 1, 2, 4000, 'VND', 'posted', 1),
             (2, 'old:cashout', 'cashout', 1, 2, 4000, 'VND', 'posted', 1)`.execute(db);

    // Up to this migration and back to the one before: later migrations are not this test's subject.
    const up = await migrator(db, schema).migrateTo(ONE_KIND);
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toEqual([ONE_KIND]);

    expect(await moveKinds(db)).toEqual([
      [7, 'cashout'],
      [8, 'payout'],
    ]);
    const transfers = await sql<{ kind: string }>`select kind from ledger_transfers order by id`.execute(db);
    expect(transfers.rows.map((r) => r.kind)).toEqual(['cashout', 'cashout']);
    await expect(insertMove(db, 9, 'sports:1002:cashout:1', 'cashOut')).rejects.toThrow(/check|constraint/i);
    await insertMove(db, 9, 'sports:1002:cashout:1', 'cashout');
    await expect(insertMove(db, 10, 'sports:1002:cashout:1', 'cashout')).rejects.toThrow(/unique|duplicate/i);
    const index = postgres
      ? await sql`select indexname from pg_indexes where indexname = 'bet_wallet_moves_order' and schemaname = ${schema}`.execute(
          db,
        )
      : await sql`select name from sqlite_master where type = 'index' and name = 'bet_wallet_moves_order'`.execute(db);
    expect(index.rows).toHaveLength(1);

    const { error } = await migrator(db, schema).migrateTo(BEFORE);
    expect(error).toBeUndefined();
    expect(await moveKinds(db)).toEqual([
      [7, 'cashOut'],
      [8, 'payout'],
      [9, 'cashOut'],
    ]);
  });
});

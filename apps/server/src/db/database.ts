import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { appMigrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

export type AppDatabase = Kysely<Database>;

const sqliteHandles = new WeakMap<AppDatabase, SQLite.Database>();

/** The better-sqlite3 connection behind a SQLite database (undefined on PostgreSQL), for hot paths that skip Kysely. */
export function sqliteHandleOf(db: AppDatabase): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

const toSafeNumber = (text: string): number => {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`integer ${text} is outside the safe range`);
  return n;
};

/**
 * SQLite (WAL, synchronous=FULL, foreign keys on) under dataDir by default; PostgreSQL when a URL
 * is given. `schema` puts PostgreSQL tables in their own schema (tests isolate runs with it).
 */
export function createDatabase(opts: { dataDir: string; databaseUrl?: string | undefined; schema?: string; fileName?: string }): AppDatabase {
  if (opts.databaseUrl) {
    pg.types.setTypeParser(pg.types.builtins.INT8, toSafeNumber);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(join(opts.dataDir, opts.fileName ?? 'app.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  // Checkpoint every ~40 MB of WAL, not ~4 MB: the wallet's group-committed batches each paid one (docs/money.md).
  sqlite.pragma('wal_autocheckpoint = 10000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  sqliteHandles.set(db, sqlite);
  return db;
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: AppDatabase): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: appMigrationProvider,
    migrationTableName: 'app_migrations',
    migrationLockTableName: 'app_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  return (results ?? []).map((r) => r.migrationName);
}

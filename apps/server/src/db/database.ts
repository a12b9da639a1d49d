import { join } from 'node:path';
import { migrateDatabase, openDatabase, sqliteHandleOf as handleOf } from '@matchday/database';
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { appMigrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

export type AppDatabase = Kysely<Database>;

/** The better-sqlite3 connection behind a SQLite database (undefined on PostgreSQL), for hot paths that skip Kysely. */
export function sqliteHandleOf(db: AppDatabase): SQLite.Database | undefined {
  return handleOf(db);
}

/**
 * SQLite (WAL, synchronous=FULL, foreign keys on) under dataDir by default; PostgreSQL when a URL
 * is given. `schema` puts PostgreSQL tables in their own schema (tests isolate runs with it).
 */
export function createDatabase(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  schema?: string;
  fileName?: string;
}): AppDatabase {
  if (opts.databaseUrl) return openDatabase<Database>({ url: opts.databaseUrl, schema: opts.schema });
  return openDatabase<Database>(
    { file: join(opts.dataDir, opts.fileName ?? 'app.db') },
    { sqlitePragmas: ['foreign_keys = ON'] },
  );
}

/** Runs every pending migration; throws with the failing migration's name. */
export function migrateToLatest(db: AppDatabase): Promise<string[]> {
  return migrateDatabase(db, { provider: appMigrationProvider, tablePrefix: 'app' });
}

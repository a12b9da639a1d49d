import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

/** Where a database lives: a SQLite file, SQLite in memory (tests), or PostgreSQL (optionally in its own schema). */
export type DatabaseLocation = { file: string } | { memory: true } | { url: string; schema?: string | undefined };

export interface OpenOptions {
  /** PostgreSQL pool size. */
  poolMax?: number;
  /** Extra SQLite pragmas after WAL, synchronous=FULL and busy_timeout, e.g. `foreign_keys = ON`. */
  sqlitePragmas?: readonly string[];
}

const sqliteHandles = new WeakMap<object, SQLite.Database>();
const schemas = new WeakMap<object, string>();

const toSafeNumber = (text: string): number => {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`integer ${text} is outside the safe range`);
  return n;
};

/** SQLite (WAL, synchronous=FULL) by default; PostgreSQL when a URL is given; column names camelCased. */
export function openDatabase<S>(location: DatabaseLocation, opts: OpenOptions = {}): Kysely<S> {
  const plugins = [new CamelCasePlugin()];
  if ('url' in location) {
    // bigint columns (ids, money, epoch ms) read as numbers, refused past the safe range.
    pg.types.setTypeParser(pg.types.builtins.INT8, toSafeNumber);
    const pool = new pg.Pool({ connectionString: location.url, max: opts.poolMax ?? 10, ...(location.schema ? { options: `-c search_path=${location.schema}` } : {}) });
    const db = new Kysely<S>({ dialect: new PostgresDialect({ pool }), plugins });
    if (location.schema) schemas.set(db, location.schema);
    return db;
  }
  const file = 'file' in location ? location.file : ':memory:';
  if ('file' in location) mkdirSync(dirname(location.file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  for (const pragma of opts.sqlitePragmas ?? []) sqlite.pragma(pragma);
  const db = new Kysely<S>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
  sqliteHandles.set(db, sqlite);
  return db;
}

/** The better-sqlite3 connection behind a SQLite database (undefined on PostgreSQL), for hot paths that skip Kysely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function sqliteHandleOf(db: Kysely<any>): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

/** The PostgreSQL schema a database was opened in, if any. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function schemaOf(db: Kysely<any>): string | undefined {
  return schemas.get(db);
}

import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, type SqliteDialectConfig } from 'kysely';
import { QueuedSqliteDialect } from './sqlite-dialect.js';
import { registerSqliteHandle } from './sqlite-direct.js';
import { checkpointInBackground, FALLBACK_AUTOCHECKPOINT_PAGES } from './wal-checkpointer.js';
import pg from 'pg';

/** Where a database lives: a SQLite file, SQLite in memory (tests), or PostgreSQL (optionally in its own schema). */
export type DatabaseLocation = { file: string } | { memory: true } | { url: string; schema?: string | undefined };

export interface OpenOptions {
  /** PostgreSQL pool size. */
  poolMax?: number;
  /** Extra SQLite pragmas after WAL, synchronous=FULL and busy_timeout, e.g. `foreign_keys = ON`. */
  sqlitePragmas?: readonly string[];
}

const schemas = new WeakMap<object, string>();

const toSafeNumber = (text: string): number => {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`integer ${text} is outside the safe range`);
  return n;
};

/** Statements kept compiled per connection; past this many distinct SQL texts the oldest is dropped. */
const STATEMENT_CACHE = 500;

/**
 * Kysely's SQLite driver prepares every query anew; the same SQL text (placeholders, not values)
 * comes back thousands of times a second on the betting paths, so Kysely's view of the connection
 * keeps its compiled statements (the raw handle, `sqliteHandleOf`, is left alone). Kysely runs one
 * query at a time per connection, so a statement is never in use twice at once.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDialectConfig['database'] {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      let stmt = cache.get(source);
      if (stmt) {
        cache.delete(source);
      } else {
        stmt = sqlite.prepare(source);
        if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value!);
      }
      cache.set(source, stmt);
      return stmt;
    },
  };
}

/** Owner-only: the database holds members' data (issue 17 #9: `app.db` was world-readable). */
const FILE_MODE = 0o600;

/**
 * Creates a SQLite file owner-only, or tightens an existing one and its `-wal` and `-shm` to that.
 * SQLite gives the WAL and shared-memory files it creates the database file's mode, so they follow.
 */
function restrictSqliteFiles(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', FILE_MODE));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, FILE_MODE);
}

/** SQLite (WAL, synchronous=FULL) by default; PostgreSQL when a URL is given; column names camelCased. */
export function openDatabase<S>(location: DatabaseLocation, opts: OpenOptions = {}): Kysely<S> {
  const plugins = [new CamelCasePlugin()];
  if ('url' in location) {
    // bigint columns (ids, money, epoch ms) read as numbers, refused past the safe range.
    pg.types.setTypeParser(pg.types.builtins.INT8, toSafeNumber);
    const pool = new pg.Pool({
      connectionString: location.url,
      max: opts.poolMax ?? 10,
      ...(location.schema ? { options: `-c search_path=${location.schema}` } : {}),
    });
    const db = new Kysely<S>({ dialect: new PostgresDialect({ pool }), plugins });
    if (location.schema) schemas.set(db, location.schema);
    return db;
  }
  const file = 'file' in location ? location.file : ':memory:';
  if ('file' in location) restrictSqliteFiles(location.file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  for (const pragma of opts.sqlitePragmas ?? []) sqlite.pragma(pragma);
  // A file's checkpoints run on a worker thread; the writer's own is left as a safety net.
  const stopCheckpoints = 'file' in location ? checkpointInBackground(location.file) : undefined;
  if (stopCheckpoints) sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const db = new Kysely<S>({
    dialect: new QueuedSqliteDialect({ database: withStatementCache(sqlite) }, stopCheckpoints),
    plugins,
  });
  registerSqliteHandle(db, sqlite);
  return db;
}

export { sqliteHandleOf } from './sqlite-direct.js';

/** The PostgreSQL schema a database was opened in, if any. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function schemaOf(db: Kysely<any>): string | undefined {
  return schemas.get(db);
}

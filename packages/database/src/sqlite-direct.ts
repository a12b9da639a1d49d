import type SQLite from 'better-sqlite3';
import { CamelCasePlugin, type CompiledQuery, type Kysely, type QueryResult } from 'kysely';

/** The better-sqlite3 connection behind each SQLite Kysely, by its adapter: a transaction shares its database's. */
const handles = new WeakMap<object, SQLite.Database>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function registerSqliteHandle(db: Kysely<any>, sqlite: SQLite.Database): void {
  handles.set(db.getExecutor().adapter, sqlite);
}

/** The better-sqlite3 connection behind a SQLite database or one of its transactions (undefined on PostgreSQL), for hot paths that skip Kysely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function sqliteHandleOf(db: Kysely<any>): SQLite.Database | undefined {
  return handles.get(db.getExecutor().adapter);
}

interface DirectStatement {
  statement: SQLite.Statement;
  /** The result's column names as the camelCase plugin names them (readers only). */
  names: string[] | null;
}

/** The camelCase plugin's own naming, so direct rows match Kysely's. */
class ColumnNames extends CamelCasePlugin {
  of(column: string): string {
    return this.camelCase(column);
  }
}
const columnNames = new ColumnNames();
const statements = new WeakMap<SQLite.Database, Map<string, DirectStatement>>();
const MAX_STATEMENTS = 200;

function statementFor(sqlite: SQLite.Database, sql: string): DirectStatement {
  let bySql = statements.get(sqlite);
  if (!bySql) statements.set(sqlite, (bySql = new Map()));
  let found = bySql.get(sql);
  if (!found) {
    const statement = sqlite.prepare(sql);
    const names = statement.reader ? statement.columns().map((c) => columnNames.of(c.name)) : null;
    if (statement.reader) statement.raw(true);
    if (bySql.size >= MAX_STATEMENTS) bySql.clear();
    bySql.set(sql, (found = { statement, names }));
  }
  return found;
}

/**
 * Runs a compiled query on better-sqlite3 itself, with the result Kysely would give (rows
 * camelCased, or the change count and row id), skipping its connection queue, plugins and a
 * dozen promises per query: on the betting paths that machinery cost more than SQLite's work.
 * Only where that is the same as queueing: inside a transaction (which holds the one
 * connection), or when no transaction is open. Answers null where it must queue (PostgreSQL, or
 * a transaction of someone else's is open: a write now would join it).
 */
export function runOnSqliteDirectly<R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
  db: Kysely<any>,
  query: CompiledQuery<R>,
  parameters: readonly unknown[],
): QueryResult<R> | null {
  const sqlite = handles.get(db.getExecutor().adapter);
  if (!sqlite || (sqlite.inTransaction && !db.isTransaction)) return null;
  return runOn(sqlite, query, parameters);
}

/** For a caller inside a better-sqlite3 transaction on this database's connection (the SQLite ledger's batch). */
export function runInOpenSqliteTransaction<R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
  db: Kysely<any>,
  query: CompiledQuery<R>,
  parameters: readonly unknown[],
): QueryResult<R> {
  const sqlite = handles.get(db.getExecutor().adapter);
  if (!sqlite) throw new Error('inSqliteTransaction: not a SQLite database');
  if (!sqlite.inTransaction) throw new Error('inSqliteTransaction: no transaction is open on this connection');
  return runOn(sqlite, query, parameters);
}

function runOn<R>(sqlite: SQLite.Database, query: CompiledQuery<R>, parameters: readonly unknown[]): QueryResult<R> {
  const { statement, names } = statementFor(sqlite, query.sql);
  if (names) {
    const raw = statement.all(parameters) as unknown[][];
    const rows = new Array<R>(raw.length);
    for (let r = 0; r < raw.length; r++) {
      const values = raw[r]!;
      const row: Record<string, unknown> = {};
      for (let c = 0; c < names.length; c++) row[names[c]!] = values[c];
      rows[r] = row as R;
    }
    return { rows };
  }
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { runInOpenSqliteTransaction, runOnSqliteDirectly } from './sqlite-direct.js';

const MARK = '\u0000md-param:';

/** The placeholder a prepared query is built with; the named value takes its place on every run. */
export type ParamOf<P> = <K extends keyof P & string>(name: K) => P[K];

export interface PreparedQuery<DB, P, R> {
  (db: Kysely<DB>, params: P): Promise<QueryResult<R>>;
  /**
   * Runs at once on a SQLite database's connection, for a caller inside a better-sqlite3
   * transaction on it (a write that must commit with the ledger's batch). Throws elsewhere.
   */
  inSqliteTransaction(db: Kysely<DB>, params: P): QueryResult<R>;
}

/**
 * A query built and compiled once, then run with new values: Kysely builds, transforms (camelCase)
 * and compiles every query anew, which costs more than SQLite's own work on the hot paths (bets,
 * the bet wallet). Only for queries whose shape never changes (no variable-length `in` lists).
 * The compiled SQL is the dialect's own, so one definition serves SQLite and PostgreSQL. On SQLite
 * it runs straight on the connection where that is safe (`runOnSqliteDirectly`).
 */
export function prepareQuery<DB, P extends Record<string, unknown>, R>(
  build: (db: Kysely<DB>, param: ParamOf<P>) => Compilable<R>,
): PreparedQuery<DB, P, R> {
  // Per dialect: one process may hold a SQLite and a PostgreSQL database (tests, the two services).
  const byDialect = new Map<unknown, { query: CompiledQuery<R>; slots: (string | null)[] }>();
  function bind(db: Kysely<DB>, params: P) {
    const dialect = db.getExecutor().adapter.constructor;
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      const query = build(db, ((name: string) => `${MARK}${name}`) as ParamOf<P>).compile();
      compiled = {
        query,
        slots: query.parameters.map((v) => (typeof v === 'string' && v.startsWith(MARK) ? v.slice(MARK.length) : null)),
      };
      byDialect.set(dialect, compiled);
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((v, i) => {
      const name = slots[i];
      return name === null || name === undefined ? v : params[name];
    });
    return { query, parameters };
  }
  const run = (db: Kysely<DB>, params: P): Promise<QueryResult<R>> => {
    const { query, parameters } = bind(db, params);
    const direct = runOnSqliteDirectly(db, query, parameters);
    return direct ? Promise.resolve(direct) : db.executeQuery<R>({ ...query, parameters });
  };
  return Object.assign(run, {
    inSqliteTransaction(db: Kysely<DB>, params: P): QueryResult<R> {
      const { query, parameters } = bind(db, params);
      return runInOpenSqliteTransaction(db, query, parameters);
    },
  });
}

import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite driver guards its one connection with a mutex that wakes every waiter on each
 * release (only one wins, the rest wait again): with a few hundred queries queued, as on the
 * betting and settlement paths, most of the time goes to wake-ups. Waiters queue in order here, so
 * each release wakes exactly the next one.
 */
class QueuedSqliteDriver extends SqliteDriver {
  readonly #waiting: (() => void)[] = [];
  #busy = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((turn) => this.#waiting.push(turn));
    this.#busy = true;
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }
}

/** Kysely's SQLite dialect with the queued driver. */
export class QueuedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.#config);
  }
}

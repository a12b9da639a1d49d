import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite driver guards its one connection with a mutex that wakes every waiter on each
 * release (only one wins, the rest wait again): with a few hundred queries queued, as on the
 * betting and settlement paths, most of the time goes to wake-ups. Waiters queue in order here, so
 * each release wakes exactly the next one.
 */
class QueuedSqliteDriver extends SqliteDriver {
  readonly #waiting: (() => void)[] = [];
  readonly #beforeClose: (() => void) | undefined;
  #busy = false;

  constructor(config: SqliteDialectConfig, beforeClose?: () => void) {
    super(config);
    this.#beforeClose = beforeClose;
  }

  override async destroy(): Promise<void> {
    this.#beforeClose?.();
    await super.destroy();
  }

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
  readonly #beforeClose: (() => void) | undefined;

  /** `beforeClose` runs as the database is destroyed, before its connection closes. */
  constructor(config: SqliteDialectConfig, beforeClose?: () => void) {
    super(config);
    this.#config = config;
    this.#beforeClose = beforeClose;
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.#config, this.#beforeClose);
  }
}

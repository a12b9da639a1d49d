import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * What differs between SQLite and PostgreSQL, decided once for every service:
 * - ids: integer auto-increment (SQLite) / bigint identity (PostgreSQL), both read as JS numbers;
 * - timestamps: epoch milliseconds in a 64-bit integer column;
 * - booleans: 0/1 integers (SQLite has no boolean type);
 * - JSON: text, parsed in the repository.
 * Money is integer minor units guarded at Number.MAX_SAFE_INTEGER.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema, migrations included
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function withId<T extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Epoch-ms column. */
export const epochMs = 'bigint' as const;

export const notNullDefault = (value: number | string) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(value);

export const toBool = (v: number | boolean | null | undefined): boolean => v === true || v === 1;
export const fromBool = (v: boolean): number => (v ? 1 : 0);

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** `select 1` through the dialect; true when the database answers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema answers select 1
export async function pingDatabase(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

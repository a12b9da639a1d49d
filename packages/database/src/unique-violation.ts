/** SQLite (better-sqlite3) and PostgreSQL codes of a write refused by a unique index or primary key. */
const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

/** True when `err` is a write a unique index or primary key refused, on either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && UNIQUE_CODES.has(code);
}

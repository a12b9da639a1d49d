import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { schemaOf } from './open-database.js';

/**
 * Runs every pending migration of one owner; each owner keeps its own migration tables, so two
 * services can share a PostgreSQL database without mixing. Throws with the failing migration's name.
 */
export async function migrateDatabase(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
  db: Kysely<any>,
  opts: { provider: MigrationProvider; tablePrefix: string },
): Promise<string[]> {
  const schema = schemaOf(db);
  const migrator = new Migrator({
    db,
    provider: opts.provider,
    migrationTableName: `${opts.tablePrefix}_migrations`,
    migrationLockTableName: `${opts.tablePrefix}_migrations_lock`,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error)
    throw new Error(`${opts.tablePrefix} migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  return (results ?? []).map((r) => r.migrationName);
}

import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '@matchday/database';
import type { Kysely } from 'kysely';
import { sportsMigrationProvider } from './migrations/index.js';
import type { SportsDatabaseSchema } from './schema.js';

export type SportsDatabase = Kysely<SportsDatabaseSchema>;

/** Where sports.db lives: a file under `dataDir`, PostgreSQL at `url` (optionally in `schema`), or memory (tests). */
export type SportsDatabaseConfig = { dataDir: string } | { url: string; schema?: string } | { memory: true };

export const SPORTS_DB_FILE = 'sports.db';

/** SQLite (WAL, synchronous=FULL) by default; PostgreSQL when a URL is given. */
export function openSportsDatabase(config: SportsDatabaseConfig): SportsDatabase {
  if ('dataDir' in config) return openDatabase<SportsDatabaseSchema>({ file: join(config.dataDir, SPORTS_DB_FILE) });
  return openDatabase<SportsDatabaseSchema>(config, { poolMax: 5 });
}

/** Runs every pending migration (own migration tables, so the app server's never mix in). */
export function migrateSportsDatabase(db: SportsDatabase): Promise<string[]> {
  return migrateDatabase(db, { provider: sportsMigrationProvider, tablePrefix: 'sports' });
}

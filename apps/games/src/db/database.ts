import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '@matchday/database';
import type { Kysely } from 'kysely';
import { gamesMigrationProvider } from './migrations/index.js';
import type { GamesDatabaseSchema } from './schema.js';

export type GamesDatabase = Kysely<GamesDatabaseSchema>;

/** Where games.db lives: a file under `dataDir`, PostgreSQL at `url` (optionally in `schema`), or memory (tests). */
export type GamesDatabaseConfig = { dataDir: string } | { url: string; schema?: string } | { memory: true };

export const GAMES_DB_FILE = 'games.db';

/** SQLite (WAL, synchronous=FULL) by default; PostgreSQL when a URL is given. */
export function openGamesDatabase(config: GamesDatabaseConfig): GamesDatabase {
  if ('dataDir' in config) return openDatabase<GamesDatabaseSchema>({ file: join(config.dataDir, GAMES_DB_FILE) });
  return openDatabase<GamesDatabaseSchema>(config, { poolMax: 5 });
}

/** Runs every pending migration (own migration tables, so the app server's and the sports platform's never mix in). */
export function migrateGamesDatabase(db: GamesDatabase): Promise<string[]> {
  return migrateDatabase(db, { provider: gamesMigrationProvider, tablePrefix: 'games' });
}

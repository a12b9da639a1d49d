import type { Migration, MigrationProvider } from 'kysely';
import * as createGamesTables from './20261205T1000-create-games-tables.js';

/** Static list: survives bundling, tsx and Vitest. A migration not listed here never runs. */
const migrations: Record<string, Migration> = {
  '20261205T1000-create-games-tables': createGamesTables,
};

export const gamesMigrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

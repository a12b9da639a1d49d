import type { Migration, MigrationProvider } from 'kysely';
import * as createSportsTables from './20261123T1000-create-sports-tables.js';

/** Static list: survives bundling, tsx and Vitest. A migration not listed here never runs. */
const migrations: Record<string, Migration> = {
  '20261123T1000-create-sports-tables': createSportsTables,
};

export const sportsMigrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

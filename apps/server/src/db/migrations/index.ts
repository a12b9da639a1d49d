import type { Migration, MigrationProvider } from 'kysely';
import * as createUsersAndSessions from './20261122T0000-create-users-and-sessions.js';
import * as createSiteContent from './20261122T0010-create-site-content.js';

/** Static list: survives bundling, tsx and Vitest. A migration not listed here never runs. */
const migrations: Record<string, Migration> = {
  '20261122T0000-create-users-and-sessions': createUsersAndSessions,
  '20261122T0010-create-site-content': createSiteContent,
};

export const appMigrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

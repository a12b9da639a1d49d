import type { Migration, MigrationProvider } from 'kysely';
import * as createUsersAndSessions from './20261122T0000-create-users-and-sessions.js';
import * as createSiteContent from './20261122T0010-create-site-content.js';
import * as createLedger from './20261123T0100-create-ledger.js';
import * as createSmsCodesAndDevices from './20261123T0200-create-sms-codes-and-devices.js';
import * as createPaymentsAndControls from './20261123T0300-create-payments-and-controls.js';

/** Static list: survives bundling, tsx and Vitest. A migration not listed here never runs. */
const migrations: Record<string, Migration> = {
  '20261122T0000-create-users-and-sessions': createUsersAndSessions,
  '20261122T0010-create-site-content': createSiteContent,
  '20261123T0100-create-ledger': createLedger,
  '20261123T0200-create-sms-codes-and-devices': createSmsCodesAndDevices,
  '20261123T0300-create-payments-and-controls': createPaymentsAndControls,
};

export const appMigrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

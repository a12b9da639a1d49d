import type { Migration, MigrationProvider } from 'kysely';
import * as createSportsTables from './20261123T1000-create-sports-tables.js';
import * as createOrders from './20261125T1000-create-orders.js';
import * as createReservedCashOuts from './20261125T1400-create-reserved-cash-outs.js';
import * as outrightWinners from './20261125T2000-outright-winners.js';
import * as orderSessions from './20261130T0900-order-sessions.js';

/** Static list: survives bundling, tsx and Vitest. A migration not listed here never runs. */
const migrations: Record<string, Migration> = {
  '20261123T1000-create-sports-tables': createSportsTables,
  '20261125T1000-create-orders': createOrders,
  '20261125T1400-create-reserved-cash-outs': createReservedCashOuts,
  '20261125T2000-outright-winners': outrightWinners,
  '20261130T0900-order-sessions': orderSessions,
};

export const sportsMigrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

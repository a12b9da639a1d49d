import type { Migration, MigrationProvider } from 'kysely';
import * as createUsersAndSessions from './20261122T0000-create-users-and-sessions.js';
import * as createSiteContent from './20261122T0010-create-site-content.js';
import * as createLedger from './20261123T0100-create-ledger.js';
import * as createSmsCodesAndDevices from './20261123T0200-create-sms-codes-and-devices.js';
import * as createPaymentsAndControls from './20261123T0300-create-payments-and-controls.js';
import * as createLiveStreams from './20261123T0400-create-live-streams.js';
import * as createGifts from './20261123T0500-create-gifts.js';
import * as createChatRoomSettings from './20261123T0600-create-chat-room-settings.js';
import * as createLiveRooms from './20261125T1200-create-live-rooms.js';
import * as createBetRecords from './20261125T1300-create-bet-records.js';
import * as createLiveFollowOrders from './20261126T0900-create-live-follow-orders.js';
import * as oneCashOutKind from './20261127T0900-one-cash-out-kind.js';
import * as depositRedirectsAndSweep from './20261128T1000-deposit-redirects-and-sweep.js';
import * as nicknamesWithoutBidiControls from './20261201T0900-nicknames-without-bidi-controls.js';
import * as withdrawAccountNumbersSealed from './20261201T0910-withdraw-account-numbers-sealed.js';
import * as sessionLastSeen from './20261202T0900-session-last-seen.js';
import * as depositRefunds from './20261203T0900-deposit-refunds.js';
import * as createGameWallet from './20261204T0900-create-game-wallet.js';
import * as maintenanceWindows from './20261205T0900-maintenance-windows.js';

/** Static list: survives bundling, tsx and Vitest. A migration not listed here never runs. */
const migrations: Record<string, Migration> = {
  '20261122T0000-create-users-and-sessions': createUsersAndSessions,
  '20261122T0010-create-site-content': createSiteContent,
  '20261123T0100-create-ledger': createLedger,
  '20261123T0200-create-sms-codes-and-devices': createSmsCodesAndDevices,
  '20261123T0300-create-payments-and-controls': createPaymentsAndControls,
  '20261123T0400-create-live-streams': createLiveStreams,
  '20261123T0500-create-gifts': createGifts,
  '20261123T0600-create-chat-room-settings': createChatRoomSettings,
  '20261125T1200-create-live-rooms': createLiveRooms,
  '20261125T1300-create-bet-records': createBetRecords,
  '20261126T0900-create-live-follow-orders': createLiveFollowOrders,
  '20261127T0900-one-cash-out-kind': oneCashOutKind,
  '20261128T1000-deposit-redirects-and-sweep': depositRedirectsAndSweep,
  '20261201T0900-nicknames-without-bidi-controls': nicknamesWithoutBidiControls,
  '20261201T0910-withdraw-account-numbers-sealed': withdrawAccountNumbersSealed,
  '20261202T0900-session-last-seen': sessionLastSeen,
  '20261203T0900-deposit-refunds': depositRefunds,
  '20261204T0900-create-game-wallet': createGameWallet,
  '20261205T0900-maintenance-windows': maintenanceWindows,
};

export const appMigrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

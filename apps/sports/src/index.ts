// The platform's public entry: what a launcher needs to embed it. Everything else stays inside apps/sports.
export { createSportsPlatform } from './platform/create-sports-platform.js';
export type { SportsPlatform, SportsPlatformConfig } from './platform/create-sports-platform.js';
export type { SportsDatabaseConfig } from './db/database.js';
export { readSportsSettings } from './platform/sports-settings.js';
export type { Environment, SportsSettings } from './platform/sports-settings.js';
export { SportsSettingsError } from './errors.js';
export {
  embeddedResultsDesk,
  embeddedSportsAccess,
  embeddedSportsFeed,
  embeddedSportsMaintenance,
} from './platform/in-process-ports.js';
export type { EmbeddedAccessOptions } from './platform/in-process-ports.js';
export { forwardingBetWallet } from './betting/wallet/forwarding-bet-wallet.js';
export type { ForwardingBetWallet } from './betting/wallet/forwarding-bet-wallet.js';

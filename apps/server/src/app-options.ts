import type {
  BetWallet,
  GameWallet,
  ResultsDesk,
  SportsAccess,
  SportsFeedReader,
  SportsMaintenance,
} from '@matchday/contract';
import type { RealtimeBus } from '@matchday/realtime';
import type { DestinationStream } from 'pino';
import type { AttemptLimiter } from './attempts/attempt-limiter.js';
import type { AppDatabase } from './db/database.js';
import type { Mount } from './extension.js';
import type { PasswordCost } from './modules/account/index.js';
import type { LiveStreamService } from './modules/live/index.js';
import type { OperationService } from './modules/operation/index.js';
import type { SandboxPaymentProvider } from './modules/payments/index.js';
import type { GamblingControlsService } from './modules/responsible-gambling/index.js';
import type { SessionService } from './modules/session/index.js';
import type { WalletService } from './modules/wallet/index.js';

export interface BuildOptions {
  /** Where the built SPA lives (apps/web/dist by default). */
  webDist?: string;
  /** PostgreSQL schema for this app's tables (tests isolate runs with it). */
  pgSchema?: string;
  passwordCost?: PasswordCost;
  seed?: boolean;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read what is logged). */
  logStream?: DestinationStream;
  realtimeChannelPrefix?: string;
  /** Plugins of other packages served by this process (the embedded sports platform). */
  mounts?: Mount[];
  /** The sports platform's token issuer; without it (and without SPORTS_PLATFORM_URL) the token call answers featureUnavailable. */
  sportsAccess?: SportsAccess;
  /** The sports platform's matches for live rooms; the embedded platform's feed in `npm start`. */
  sportsFeed?: SportsFeedReader;
  /** The sports platform's results desk (the embedded platform's in `npm start`); SPORTS_PLATFORM_URL reaches a standalone one's. */
  resultsDesk?: ResultsDesk;
  /** Where the sports platform learns the maintenance windows (the embedded platform's in `npm start`). */
  sportsMaintenance?: SportsMaintenance;
}

/** What tests, benchmarks and the launcher reach of a built app. */
export interface AppServices {
  db: AppDatabase;
  bus: RealtimeBus;
  sessions: SessionService;
  operations: OperationService;
  attempts: AttemptLimiter;
  /** The wallet with responsible-gambling checks on stakes, game rounds and gifts. */
  wallet: WalletService;
  controls: GamblingControlsService;
  sandbox: SandboxPaymentProvider;
  live: LiveStreamService;
  /** The seamless wallet the sports platform moves money through. */
  betWallet: BetWallet;
  /** The casino's seamless wallet as our own games call it in process (provider `matchday`). */
  gameWallet: GameWallet;
  /** A game provider's port of the casino wallet, as its signed HTTP calls reach it. */
  gameWalletOf(provider: string): GameWallet;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

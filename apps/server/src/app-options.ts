import type { BetWallet, GameWallet } from '@matchday/contract';
import type { RealtimeBus } from '@matchday/realtime';
import type { DestinationStream } from 'pino';
import type { AttemptLimiter } from './attempts/attempt-limiter.js';
import type { AppDatabase } from './db/database.js';
import type { SportsPorts } from './extension.js';
import type { PasswordCost } from './modules/account/index.js';
import type { LiveStreamService } from './modules/live/index.js';
import type { OperationService } from './modules/operation/index.js';
import type { SandboxPaymentProvider } from './modules/payments/index.js';
import type { GamblingControlsService } from './modules/responsible-gambling/index.js';
import type { SessionService } from './modules/session/index.js';
import type { WalletService } from './modules/wallet/index.js';

export interface BuildOptions extends SportsPorts {
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

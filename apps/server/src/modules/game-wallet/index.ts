import { inHouseGameProvider, type GameWallet } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { AccountRepository } from '../account/index.js';
import type { SessionService } from '../session/index.js';
import type { WalletService } from '../wallet/index.js';
import { createGameWalletRepository } from './game-wallet.repository.js';
import { gameWalletRoutes } from './game-wallet.routes.js';
import { createGameWalletService } from './game-wallet.service.js';

export { readGameProviders } from './game-providers.js';

export interface GameWalletModule {
  /** The port our own games call in process (provider `matchday`). */
  inHouse: GameWallet;
  /** A provider's port, as its signed HTTP calls reach it (tests, reconciliation). */
  walletOf(provider: string): GameWallet;
  /** The signed `/game-wallet/v1/*` calls, at the root, when GAME_WALLET_PROVIDERS names providers. */
  registerRootRoutes(app: FastifyInstance): Promise<void>;
  /** Writes the queued claims and answers; before the database closes. */
  onClose(): Promise<void>;
}

/**
 * The casino's seamless wallet (`game_wallet_transactions`, docs/game-wallet-protocol.md): debit,
 * credit and rollback, each transaction id applied at most once, moving money through the guarded
 * wallet (`game_bet`, `game_win`, `game_refund`); in process for our games, signed HTTP for providers.
 */
export function createGameWalletModule(deps: {
  db: AppDatabase;
  /** The responsible-gambling guarded wallet: debits pass breaks, exclusions and limits. */
  wallet: WalletService;
  accounts: Pick<AccountRepository, 'findById'>;
  /** A debit needs the launch's session still going (logout, ban, password change and timeout end it). */
  sessions: Pick<SessionService, 'allowsStake'>;
  /** GAME_WALLET_PROVIDERS: each third-party provider's secret. */
  providers: ReadonlyMap<string, string>;
}): GameWalletModule {
  const repo = createGameWalletRepository(deps.db);
  const service = createGameWalletService({
    repo,
    wallet: deps.wallet,
    findPlayer: (userId) => deps.accounts.findById(userId),
    async sessionAllows(session, userId) {
      return /^\d{1,15}$/.test(session) && deps.sessions.allowsStake(Number(session), userId, false);
    },
  });
  const ports = new Map<string, GameWallet>();
  const walletOf = (provider: string) => {
    let port = ports.get(provider);
    if (!port) ports.set(provider, (port = service.forProvider(provider)));
    return port;
  };
  return {
    inHouse: walletOf(inHouseGameProvider),
    walletOf,
    async registerRootRoutes(app) {
      if (deps.providers.size > 0) await app.register(gameWalletRoutes, { secrets: deps.providers, walletOf });
    },
    onClose: () => repo.close(),
  };
}

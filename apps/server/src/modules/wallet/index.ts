import type { RealtimeBus } from '@matchday/realtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { AccountRepository } from '../account/index.js';
import { verifyLedger, type LedgerReport } from './verify-ledger.js';
import { walletHistoryRoutes } from './wallet-history.routes.js';
import { createWalletRepository } from './wallet.repository.js';
import { walletRoutes } from './wallet.routes.js';
import { createWalletService, type WalletService } from './wallet.service.js';

export { createWalletService, type WalletService, type WalletServiceOptions } from './wallet.service.js';
export { verifyLedger, type LedgerReport } from './verify-ledger.js';
export type { MemberBalance, TransferOutcome } from './ledger-outcome.js';
export type { Party, TransferRequest } from './transfer-request.js';

export interface WalletModule {
  /** The bare ledger: no responsible-gambling check (staking features use the guarded one). */
  wallet: WalletService;
  /** The ledger's invariants, read-only. */
  verify(): Promise<LedgerReport>;
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
  /** Commits the queued transfers; later ones are refused. */
  onClose(): Promise<void>;
}

/** The double-entry ledger (`ledger_accounts`, `ledger_transfers`, `ledger_entries`), balances and history. */
export function createWalletModule(deps: {
  db: AppDatabase;
  bus: RealtimeBus;
  logger: FastifyBaseLogger;
  /** A member's wallet answers in their registration currency first. */
  accounts: Pick<AccountRepository, 'findById'>;
}): WalletModule {
  const wallet = createWalletService({
    db: deps.db,
    bus: deps.bus,
    onPublishError: (err) => deps.logger.warn({ err }, 'balance push failed'),
  });
  const ledger = createWalletRepository(deps.db);
  return {
    wallet,
    verify: () => verifyLedger(deps.db),
    registerEndpoints(api, registrar) {
      walletRoutes(api, registrar, wallet, deps.accounts);
      walletHistoryRoutes(api, registrar, ledger);
    },
    onClose: () => wallet.close(),
  };
}

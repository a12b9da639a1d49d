export { createWalletService, type WalletService, type WalletServiceOptions } from './wallet.service.js';
export { walletRoutes } from './wallet.routes.js';
export { verifyLedger, type LedgerReport } from './verify-ledger.js';
export type {
  Party,
  MemberBalance,
  TransferKind,
  TransferOutcome,
  TransferRequest,
  WalletMove,
  WalletPort,
} from './wallet-port.js';

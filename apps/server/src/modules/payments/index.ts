import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { GamblingControlsService } from '../responsible-gambling/index.js';
import type { WalletService } from '../wallet/index.js';
import { createDepositService } from './deposit.service.js';
import { createPaymentsRepository } from './payments.repository.js';
import { paymentsRoutes } from './payments.routes.js';
import { sandboxPageRoutes } from './sandbox-page.routes.js';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from './sandbox-payment-provider.js';
import { createSandboxStore } from './sandbox-store.repository.js';
import { createWithdrawalService, type WithdrawalService } from './withdrawal.service.js';

export type { SandboxPaymentProvider } from './sandbox-payment-provider.js';
export type { WithdrawalService } from './withdrawal.service.js';

export interface PaymentsModule {
  /** The local provider: its hosted page, signed callbacks, and `sign` for tests and tools. */
  sandbox: SandboxPaymentProvider;
  /** Withdrawals: requested by members, reviewed by super admins. */
  withdrawals: WithdrawalService;
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
  /** The sandbox's hosted page at `/sandbox/pay/{ref}`. */
  registerRootRoutes(app: FastifyInstance): Promise<void>;
  /** Finishes withdrawals a crash left between their row and their transfer (last 7 days). */
  onReady(): Promise<void>;
  onClose(): Promise<void>;
}

/** Deposits through the `PaymentProvider` port, withdrawals reserved then reviewed (`deposit_orders`, `withdrawals`, `withdraw_accounts`, `sandbox_payments`). */
export function createPaymentsModule(deps: {
  db: AppDatabase;
  /** The bare ledger: deposits and withdrawals are not stakes. */
  wallet: WalletService;
  /** Breaks and self-exclusion block new deposits. */
  controls: Pick<GamblingControlsService, 'assertAllowed'>;
  /** Signs the sandbox's notices. */
  secret: Buffer;
  /** The sandbox calls the app back in process, as a provider would over HTTP. */
  app: Pick<FastifyInstance, 'inject'>;
  logger: FastifyBaseLogger;
}): PaymentsModule {
  const repo = createPaymentsRepository(deps.db);
  const sandbox = createSandboxPaymentProvider({
    appSecret: deps.secret,
    store: createSandboxStore(deps.db),
    logger: deps.logger,
    deliver: async (notice) =>
      (await deps.app.inject({ method: 'POST', url: '/api/fund/payment/callback/sandbox', payload: notice }))
        .statusCode === 200,
  });
  const deposits = createDepositService({ repo, provider: sandbox, wallet: deps.wallet, controls: deps.controls });
  const withdrawals = createWithdrawalService({ repo, wallet: deps.wallet });
  return {
    sandbox,
    withdrawals,
    registerEndpoints: (api, registrar) => paymentsRoutes(api, registrar, deposits, withdrawals),
    registerRootRoutes: (app) => sandboxPageRoutes(app, sandbox),
    async onReady() {
      const replayed = await withdrawals.reconcile();
      if (replayed > 0) deps.logger.info({ replayed }, 'withdrawals reconciled with the ledger');
    },
    onClose: async () => sandbox.close(),
  };
}

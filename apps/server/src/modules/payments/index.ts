import type { Site } from '@matchday/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { GamblingControlsService } from '../responsible-gambling/index.js';
import type { WalletService } from '../wallet/index.js';
import { sealAccountNumbers } from './account-number-sealing.js';
import { createDepositReconciler } from './deposit-reconciler.js';
import { createDepositRefunds, type DepositRefunds } from './deposit-refunds.service.js';
import { createDepositService } from './deposit.service.js';
import { createHostedPaymentProvider } from './hosted-payment-provider.js';
import { limitsOf, SANDBOX_LIMITS } from './payment-limits.js';
import { paymentMethodsOf } from './payment-methods.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PaymentSettings } from './payment-settings.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createRefundsRepository } from './refunds.repository.js';
import { paymentsRoutes } from './payments.routes.js';
import { sandboxAbsentRoutes, sandboxPageRoutes } from './sandbox-page.routes.js';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from './sandbox-payment-provider.js';
import { createSandboxStore } from './sandbox-store.repository.js';
import { sealerFor } from './sealed-text.js';
import { createVnpayPaymentProvider, type VnpayPaymentProvider } from './vnpay-payment-provider.js';
import { vnpayRoutes } from './vnpay.routes.js';
import { createWithdrawalService, type WithdrawalService } from './withdrawal.service.js';

export { readPaymentSettings, type PaymentSettings } from './payment-settings.js';
export type { SandboxPaymentProvider } from './sandbox-payment-provider.js';
export type { WithdrawalService } from './withdrawal.service.js';
export type { DepositRefunds } from './deposit-refunds.service.js';

export interface PaymentsModule {
  /**
   * The local provider: its hosted page, signed callbacks, and `sign` for tests and tools. It takes
   * deposits only when PAYMENT_PROVIDER lists it (never in MODE=prod without DEMO=on).
   */
  sandbox: SandboxPaymentProvider;
  /** Withdrawals: requested by members, reviewed by super admins. */
  withdrawals: WithdrawalService;
  /** Deposit refunds: a super admin's (the admin module audits them); the wallet-cap ones happen here. */
  refunds: DepositRefunds;
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
  /** The sandbox's page at `/sandbox/pay/{ref}` (or notFound where it does not run) and VNPay's IPN and return URL. */
  registerRootRoutes(app: FastifyInstance): Promise<void>;
  /**
   * Seals account numbers not yet sealed under DATA_KEY; finishes withdrawals a crash left between
   * their row and their transfer (last 7 days); starts the deposit sweep.
   */
  onReady(): Promise<void>;
  onClose(): Promise<void>;
}

/** Deposits through the `PaymentProvider` port and their refunds, withdrawals reserved then reviewed (`deposit_orders`, `deposit_refunds`, `withdrawals`, `withdraw_accounts`, `sandbox_payments`). */
export function createPaymentsModule(deps: {
  db: AppDatabase;
  /** The bare ledger: deposits and withdrawals are not stakes. */
  wallet: WalletService;
  /** Breaks and self-exclusion block new deposits. */
  controls: Pick<GamblingControlsService, 'assertAllowed'>;
  /** Signs the sandbox's notices; without DATA_KEY (outside prod) the key that seals account numbers is derived from it. */
  secret: Buffer;
  /** The sandbox calls the app back in process, as a provider would over HTTP. */
  app: Pick<FastifyInstance, 'inject'>;
  logger: FastifyBaseLogger;
  /** PAYMENT_* (config.payments): the providers, their limits, the sweep. */
  settings: PaymentSettings;
  /** What providers send members back to and post notices to. */
  publicUrl: string;
  /** The default language of the envelope on the root routes. */
  site: Site;
}): PaymentsModule {
  const { settings } = deps;
  const repo = createPaymentsRepository(deps.db);
  const sandboxSettings = settings.providers.find((p) => p.kind === 'sandbox');
  const sandbox = createSandboxPaymentProvider({
    appSecret: deps.secret,
    limits: sandboxSettings?.limits ?? limitsOf(SANDBOX_LIMITS),
    store: createSandboxStore(deps.db),
    logger: deps.logger,
    deliver: async (notice) =>
      (await deps.app.inject({ method: 'POST', url: '/api/fund/payment/callback/sandbox', payload: notice }))
        .statusCode === 200,
  });
  let vnpay: VnpayPaymentProvider | undefined;
  const providers: PaymentProvider[] = settings.providers.map((p) => {
    if (p.kind === 'sandbox') return sandbox;
    if (p.kind === 'hosted') return createHostedPaymentProvider({ settings: p, publicUrl: deps.publicUrl });
    return (vnpay = createVnpayPaymentProvider({ settings: p, publicUrl: deps.publicUrl }));
  });
  const refunds = createDepositRefunds({
    refunds: createRefundsRepository(deps.db),
    orders: repo,
    providers,
    wallet: deps.wallet,
    logger: deps.logger,
  });
  const deposits = createDepositService({
    repo,
    providers,
    wallet: deps.wallet,
    controls: deps.controls,
    refunds,
    expiryMs: settings.expiryMs,
    logger: deps.logger,
  });
  const reconciler = createDepositReconciler({
    repo,
    providers,
    deposits,
    refunds,
    logger: deps.logger,
    intervalMs: settings.reconcileMs,
    expiryMs: settings.expiryMs,
  });
  const sealer = sealerFor(settings.dataKeys, deps.secret, 'withdraw account number');
  const withdrawals = createWithdrawalService({ repo, wallet: deps.wallet, limits: settings.withdrawLimits, sealer });
  return {
    sandbox,
    withdrawals,
    refunds,
    registerEndpoints: (api, registrar) =>
      paymentsRoutes(api, registrar, {
        deposits,
        withdrawals,
        methods: paymentMethodsOf(providers, settings.withdrawLimits),
      }),
    async registerRootRoutes(app) {
      if (sandboxSettings) await sandboxPageRoutes(app, sandbox);
      else await sandboxAbsentRoutes(app, deps.site);
      if (vnpay) vnpayRoutes(app, { vnpay, deposits, site: deps.site, logger: deps.logger });
    },
    async onReady() {
      const sealing = await sealAccountNumbers(repo, sealer);
      if (sealing.sealed > 0)
        deps.logger.info({ sealed: sealing.sealed }, 'account numbers sealed under the current DATA_KEY');
      if (sealing.unreadable > 0)
        deps.logger.error(
          { unreadable: sealing.unreadable },
          'account numbers sealed under a key neither DATA_KEY nor DATA_KEY_PREVIOUS holds: put the old key in DATA_KEY_PREVIOUS',
        );
      const replayed = await withdrawals.reconcile();
      if (replayed > 0) deps.logger.info({ replayed }, 'withdrawals reconciled with the ledger');
      reconciler.start();
    },
    async onClose() {
      sandbox.close();
      await reconciler.stop();
    },
  };
}

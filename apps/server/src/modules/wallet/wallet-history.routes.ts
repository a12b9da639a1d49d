import { fundWalletTransactions } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { WalletRepository } from './wallet.repository.js';

/** The member's own ledger entries, newest first: what came in (+), what went out (−), the balance after. */
export function walletHistoryRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  ledger: Pick<WalletRepository, 'memberEntries'>,
) {
  registerEndpoint(app, deps, fundWalletTransactions, ({ caller, query }) =>
    ledger.memberEntries(caller!.userId, query),
  );
}

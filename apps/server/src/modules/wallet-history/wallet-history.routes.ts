import { fundWalletTransactions } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';

/** The member's own ledger entries, newest first: what came in (+), what went out (−), the balance after. */
export function walletHistoryRoutes(app: FastifyInstance, deps: RegistrarDeps, db: AppDatabase) {
  registerEndpoint(app, deps, fundWalletTransactions, async ({ caller, query }) => {
    let q = db
      .selectFrom('ledgerAccounts as a')
      .innerJoin('ledgerEntries as e', 'e.accountId', 'a.id')
      .innerJoin('ledgerTransfers as t', 't.id', 'e.transferId')
      .where('a.ownerKind', '=', 'member')
      .where('a.ownerId', '=', caller!.userId)
      .where('a.name', '=', '');
    if (query.currency) q = q.where('a.currency', '=', query.currency);
    if (query.kind) q = q.where('t.kind', '=', query.kind);
    if (query.startTime !== undefined) q = q.where('e.createdAt', '>=', query.startTime);
    if (query.endTime !== undefined) q = q.where('e.createdAt', '<=', query.endTime);
    const [list, total] = await Promise.all([
      q
        .select(['e.id', 't.kind', 't.reference', 'e.amount', 'e.balanceAfter', 'a.currency', 'e.createdAt'])
        .orderBy('e.createdAt', 'desc')
        .orderBy('e.id', 'desc')
        .offset((query.pageNum - 1) * query.pageSize)
        .limit(query.pageSize)
        .execute(),
      q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      list: list.map((r) => ({ ...r, amount: Number(r.amount), balanceAfter: Number(r.balanceAfter) })),
      total: Number(total.n),
    };
  });
}

import { prepareQuery } from '@matchday/database';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Read on every stake and payout the bet wallet answers: compiled once. */
const memberBalanceQuery = prepareQuery<Database, { userId: number; currency: string }, { balance: number }>((db, p) =>
  db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('ownerKind', '=', 'member')
    .where('ownerId', '=', p('userId'))
    .where('name', '=', '')
    .where('currency', '=', p('currency')),
);

/** Asked when a refused movement may be a retry: whether its key is already the ledger's. */
const transferOfKeyQuery = prepareQuery<Database, { key: string }, { id: number }>((db, p) =>
  db.selectFrom('ledgerTransfers').select('id').where('idempotencyKey', '=', p('key')),
);

/** Reads of the ledger: wallet balances and a member's history (the ledger check's are in ledger-audit.repository.ts). */
export function createWalletRepository(db: AppDatabase) {
  return {
    memberBalances: (userId: number) =>
      db
        .selectFrom('ledgerAccounts')
        .select(['currency', 'balance'])
        .where('ownerKind', '=', 'member')
        .where('ownerId', '=', userId)
        .where('name', '=', '')
        .orderBy('currency')
        .execute(),

    async holdsKey(key: string): Promise<boolean> {
      return (await transferOfKeyQuery(db, { key })).rows.length > 0;
    },

    async memberBalance(userId: number, currency: string): Promise<number | undefined> {
      const row = (await memberBalanceQuery(db, { userId, currency })).rows[0];
      return row?.balance;
    },

    /** A member's own entries, newest first, one page (the wallet history). */
    async memberEntries(
      userId: number,
      q: {
        currency?: string | undefined;
        kind?: string | undefined;
        startTime?: number | undefined;
        endTime?: number | undefined;
        pageNum: number;
        pageSize: number;
      },
    ) {
      let where = db
        .selectFrom('ledgerAccounts as a')
        .innerJoin('ledgerEntries as e', 'e.accountId', 'a.id')
        .innerJoin('ledgerTransfers as t', 't.id', 'e.transferId')
        .where('a.ownerKind', '=', 'member')
        .where('a.ownerId', '=', userId)
        .where('a.name', '=', '');
      if (q.currency) where = where.where('a.currency', '=', q.currency);
      if (q.kind) where = where.where('t.kind', '=', q.kind);
      if (q.startTime !== undefined) where = where.where('e.createdAt', '>=', q.startTime);
      if (q.endTime !== undefined) where = where.where('e.createdAt', '<=', q.endTime);
      const [list, total] = await Promise.all([
        where
          .select(['e.id', 't.kind', 't.reference', 'e.amount', 'e.balanceAfter', 'a.currency', 'e.createdAt'])
          .orderBy('e.createdAt', 'desc')
          .orderBy('e.id', 'desc')
          .offset((q.pageNum - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        where.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: list.map((r) => ({ ...r, amount: Number(r.amount), balanceAfter: Number(r.balanceAfter) })),
        total: Number(total.n),
      };
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;

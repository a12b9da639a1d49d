import { prepareQuery } from '@matchday/database';
import { sql } from 'kysely';
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

export interface AccountRow {
  id: number;
  ownerKind: string;
  ownerId: number;
  name: string;
  currency: string;
  balance: number;
}

/** Reads of the ledger: wallet balances, and the aggregates the ledger check compares. */
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

    async counts(): Promise<{ accounts: number; transfers: number; entries: number }> {
      const { rows } = await sql<{ accounts: number; transfers: number; entries: number }>`
        select (select count(*) from ledger_accounts) as accounts,
               (select count(*) from ledger_transfers) as transfers,
               (select count(*) from ledger_entries) as entries`.execute(db);
      return rows[0]!;
    },

    currencyTotals: async () =>
      (
        await sql<{ currency: string; total: number }>`
        select currency, cast(sum(balance) as bigint) as total from ledger_accounts group by currency order by currency`.execute(
          db,
        )
      ).rows,

    /** Accounts whose balance is not the sum of their entries. */
    accountsOffTheirEntries: async () =>
      (
        await sql<AccountRow & { entriesTotal: number }>`
        select a.id, a.owner_kind, a.owner_id, a.name, a.currency, a.balance, cast(coalesce(sum(e.amount), 0) as bigint) as entries_total
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id, a.owner_kind, a.owner_id, a.name, a.currency, a.balance
        having a.balance <> coalesce(sum(e.amount), 0)
        order by a.id`.execute(db)
      ).rows,

    membersBelowZero: async () =>
      (
        await sql<AccountRow>`
        select id, owner_kind, owner_id, name, currency, balance from ledger_accounts
        where owner_kind = 'member' and balance < 0 order by id`.execute(db)
      ).rows,

    /** Posted transfers without exactly their two matching entries, and rejected ones with any. */
    malformedTransfers: async () =>
      (
        await sql<{ id: number; idempotencyKey: string; status: string; entryCount: number; entriesTotal: number }>`
        select t.id, t.idempotency_key, t.status, count(e.id) as entry_count, cast(coalesce(sum(e.amount), 0) as bigint) as entries_total
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
        group by t.id, t.idempotency_key, t.status, t.debit_account_id, t.credit_account_id, t.amount
        having (t.status = 'posted' and (count(e.id) <> 2 or coalesce(sum(e.amount), 0) <> 0
                 or sum(case when (e.account_id = t.debit_account_id and e.amount = -t.amount)
                                or (e.account_id = t.credit_account_id and e.amount = t.amount) then 1 else 0 end) <> 2))
            or (t.status <> 'posted' and count(e.id) <> 0)
        order by t.id`.execute(db)
      ).rows,
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;

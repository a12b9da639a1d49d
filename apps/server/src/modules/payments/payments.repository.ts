import type { AppDatabase } from '../../db/database.js';
import type { DepositOrdersTable, WithdrawAccountsTable, WithdrawalsTable } from './payments.tables.js';

export type DepositRow = Omit<DepositOrdersTable, 'id'> & { id: number };
export type WithdrawalRow = Omit<WithdrawalsTable, 'id'> & { id: number; userName: string };
export type WithdrawAccountRow = WithdrawAccountsTable;

export function createPaymentsRepository(db: AppDatabase) {
  const withdrawalQuery = () =>
    db
      .selectFrom('withdrawals')
      .innerJoin('users', 'users.id', 'withdrawals.userId')
      .selectAll('withdrawals')
      .select('users.userName');
  return {
    depositByKey: (userId: number, key: string) =>
      db
        .selectFrom('depositOrders')
        .selectAll()
        .where('userId', '=', userId)
        .where('idempotencyKey', '=', key)
        .executeTakeFirst() as Promise<DepositRow | undefined>,
    depositByOrderNo: (orderNo: string) =>
      db.selectFrom('depositOrders').selectAll().where('orderNo', '=', orderNo).executeTakeFirst() as Promise<
        DepositRow | undefined
      >,

    async insertDeposit(row: Omit<DepositRow, 'id'>): Promise<boolean> {
      const r = await db
        .insertInto('depositOrders')
        .values(row)
        .onConflict((oc) => oc.columns(['userId', 'idempotencyKey']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async setProvider(orderNo: string, providerRef: string, payUrl: string) {
      await db.updateTable('depositOrders').set({ providerRef, payUrl }).where('orderNo', '=', orderNo).execute();
    },
    /** Settles a pending order; `paid` also overrides a failure or cancel (the money arrived). True when it changed. */
    async settleDeposit(orderNo: string, status: string, at: number): Promise<boolean> {
      const r = await db
        .updateTable('depositOrders')
        .set({ status, settledAt: at })
        .where('orderNo', '=', orderNo)
        .where((eb) => (status === 'paid' ? eb('status', '!=', 'paid') : eb('status', '=', 'pending')))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** A paid order (credited, or failed at the wallet cap) given back at its provider: members see it refunded. */
    async markRefunded(orderNo: string, at: number): Promise<void> {
      await db
        .updateTable('depositOrders')
        .set({ status: 'refunded', settledAt: at })
        .where('orderNo', '=', orderNo)
        .where('status', 'in', ['paid', 'failed'])
        .execute();
    },
    /** Pending orders of these providers made in [from, to), oldest first: the reconciliation sweep's work. */
    pendingDeposits: (providers: string[], from: number, to: number, limit: number) =>
      db
        .selectFrom('depositOrders')
        .selectAll()
        .where('status', '=', 'pending')
        .where('createdAt', '>=', from)
        .where('createdAt', '<', to)
        .where('provider', 'in', providers)
        .orderBy('createdAt')
        .limit(limit)
        .execute() as Promise<DepositRow[]>,
    async depositPage(userId: number, offset: number, limit: number) {
      const [list, total] = await Promise.all([
        db
          .selectFrom('depositOrders')
          .selectAll()
          .where('userId', '=', userId)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute() as Promise<DepositRow[]>,
        db
          .selectFrom('depositOrders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(total.n) };
    },

    withdrawAccount: (userId: number) =>
      db.selectFrom('withdrawAccounts').selectAll().where('userId', '=', userId).executeTakeFirst() as Promise<
        WithdrawAccountRow | undefined
      >,
    async saveWithdrawAccount(row: WithdrawAccountRow) {
      await db
        .insertInto('withdrawAccounts')
        .values(row)
        .onConflict((oc) =>
          oc.column('userId').doUpdateSet({
            holder: row.holder,
            bankName: row.bankName,
            accountNumber: row.accountNumber,
            accountLast4: row.accountLast4,
            updatedAt: row.updatedAt,
          }),
        )
        .execute();
    },

    withdrawalById: (id: number) =>
      withdrawalQuery().where('withdrawals.id', '=', id).executeTakeFirst() as Promise<WithdrawalRow | undefined>,
    withdrawalByKey: (userId: number, key: string) =>
      withdrawalQuery()
        .where('withdrawals.userId', '=', userId)
        .where('withdrawals.idempotencyKey', '=', key)
        .executeTakeFirst() as Promise<WithdrawalRow | undefined>,
    async insertWithdrawal(row: Omit<WithdrawalRow, 'id' | 'userName'>): Promise<boolean> {
      const r = await db
        .insertInto('withdrawals')
        .values(row)
        .onConflict((oc) => oc.columns(['userId', 'idempotencyKey']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Claims a pending withdrawal for one decision; false when someone decided first. */
    async decideWithdrawal(
      id: number,
      status: 'paid' | 'rejected',
      reason: string | null,
      reviewerId: number | null,
      at: number,
    ): Promise<boolean> {
      const r = await db
        .updateTable('withdrawals')
        .set({ status, reason, reviewerId, reviewedAt: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async withdrawalPage(
      filter: { userId?: number; status?: string },
      offset: number,
      limit: number,
      newestFirst: boolean,
    ) {
      let q = withdrawalQuery();
      let c = db.selectFrom('withdrawals').select((eb) => eb.fn.countAll().as('n'));
      if (filter.userId !== undefined) {
        q = q.where('withdrawals.userId', '=', filter.userId);
        c = c.where('userId', '=', filter.userId);
      }
      if (filter.status !== undefined) {
        q = q.where('withdrawals.status', '=', filter.status);
        c = c.where('status', '=', filter.status);
      }
      const dir = newestFirst ? 'desc' : 'asc';
      const [list, total] = await Promise.all([
        q
          .orderBy('withdrawals.createdAt', dir)
          .orderBy('withdrawals.id', dir)
          .offset(offset)
          .limit(limit)
          .execute() as Promise<WithdrawalRow[]>,
        c.executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(total.n) };
    },
    /** Up to `limit` payout accounts whose number is not sealed under the current key (`prefix`), after user `after`. */
    staleWithdrawAccounts: (prefix: string, after: number, limit: number) =>
      db
        .selectFrom('withdrawAccounts')
        .select(['userId as key', 'accountNumber'])
        .where('accountNumber', 'not like', `${prefix}%`)
        .where('userId', '>', after)
        .orderBy('userId')
        .limit(limit)
        .execute(),
    /** Up to `limit` withdrawals whose number is not sealed under the current key (`prefix`), after id `after`. */
    staleWithdrawals: (prefix: string, after: number, limit: number) =>
      db
        .selectFrom('withdrawals')
        .select(['id as key', 'accountNumber'])
        .where('accountNumber', 'not like', `${prefix}%`)
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .execute(),
    /** Replaces a stored number with its newly sealed form, unless it changed meanwhile; true when it did. */
    async resealAccountNumber(
      table: 'withdrawAccounts' | 'withdrawals',
      key: number,
      was: string,
      sealed: string,
    ): Promise<boolean> {
      const r = await (
        table === 'withdrawAccounts'
          ? db
              .updateTable('withdrawAccounts')
              .set({ accountNumber: sealed })
              .where('userId', '=', key)
              .where('accountNumber', '=', was)
          : db
              .updateTable('withdrawals')
              .set({ accountNumber: sealed })
              .where('id', '=', key)
              .where('accountNumber', '=', was)
      ).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Withdrawals whose ledger side may not have run yet (a crash between the row and its transfer). */
    recentWithdrawals: (since: number) =>
      withdrawalQuery().where('withdrawals.createdAt', '>=', since).execute() as Promise<WithdrawalRow[]>,
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

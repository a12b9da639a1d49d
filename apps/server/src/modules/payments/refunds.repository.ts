import type { AppDatabase } from '../../db/database.js';
import type { DepositRefundsTable } from './payments.tables.js';

export type RefundRow = DepositRefundsTable;
export type RefundStatus = 'requested' | 'refunded' | 'refused';

/** The SQL of `deposit_refunds`: one row per refunded order, its status moved only from what was read. */
export function createRefundsRepository(db: AppDatabase) {
  return {
    byOrderNo: (orderNo: string) =>
      db.selectFrom('depositRefunds').selectAll().where('orderNo', '=', orderNo).executeTakeFirst() as Promise<
        RefundRow | undefined
      >,
    /** Records a refund unless the order has one already; true when this call made it. */
    async insert(row: RefundRow): Promise<boolean> {
      const r = await db
        .insertInto('depositRefunds')
        .values(row)
        .onConflict((oc) => oc.column('orderNo').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Moves a refund on from the status it was read in; false when another step moved it first. */
    async move(
      orderNo: string,
      from: RefundStatus,
      to: RefundStatus,
      at: number,
      providerReason: string | null = null,
    ): Promise<boolean> {
      const r = await db
        .updateTable('depositRefunds')
        .set({ status: to, providerReason, updatedAt: at })
        .where('orderNo', '=', orderNo)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Forgets a refund that never started (the wallet no longer held the amount). */
    async remove(orderNo: string, requestId: string) {
      await db
        .deleteFrom('depositRefunds')
        .where('orderNo', '=', orderNo)
        .where('requestId', '=', requestId)
        .where('status', '=', 'requested')
        .execute();
    },
    /** Refunds asked but not confirmed, last touched before `before`, oldest first: the sweep asks again. */
    unconfirmed: (before: number, limit: number) =>
      db
        .selectFrom('depositRefunds')
        .selectAll()
        .where('status', '=', 'requested')
        .where('updatedAt', '<', before)
        .orderBy('updatedAt')
        .limit(limit)
        .execute() as Promise<RefundRow[]>,
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;

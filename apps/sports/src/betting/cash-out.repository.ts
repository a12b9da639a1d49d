import { orderStatus } from '@matchday/contract';
import type { Selectable } from 'kysely';
import type { SportsDatabase } from '../db/database.js';
import type { CashOutsTable } from '../db/schema.js';
import { chunks, type OrderRepository } from './order.repository.js';

export type CashOutRow = Selectable<CashOutsTable>;

/** Cash-outs in sports.db; each is written with its order's new cashed-out totals in one transaction. */
export function createCashOutRepository(db: SportsDatabase, orders: OrderRepository) {
  return {
    async ofOrders(orderIds: readonly string[]): Promise<CashOutRow[]> {
      const rows: CashOutRow[] = [];
      for (const ids of chunks(orderIds))
        rows.push(
          ...(await db
            .selectFrom('sportsCashOuts')
            .selectAll()
            .where('orderId', 'in', ids)
            .orderBy('createdAt')
            .execute()),
        );
      return rows;
    },

    async ofUser(userId: number, ids: readonly string[]): Promise<CashOutRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('sportsCashOuts')
        .selectAll()
        .where('userId', '=', userId)
        .where('id', 'in', [...ids])
        .execute();
    },

    async byRequest(userId: number, requestKey: string): Promise<CashOutRow | undefined> {
      return db
        .selectFrom('sportsCashOuts')
        .selectAll()
        .where('userId', '=', userId)
        .where('requestKey', '=', requestKey)
        .executeTakeFirst();
    },

    /**
     * Records a cash-out and adds it to its order, only if the order is still as read (accepted,
     * with `seenCashedOut` cashed out); a full cash-out settles the order. False when it moved on.
     */
    record(row: Omit<CashOutRow, 'paid'>, seenCashedOut: number, full: boolean): Promise<boolean> {
      return orders.batched.run(async (trx) => {
        const res = await trx
          .updateTable('sportsOrders')
          .set((eb) => ({
            cashedOutStake: eb('cashedOutStake', '+', row.stake),
            cashedOutPayout: eb('cashedOutPayout', '+', row.payout),
            cashOutCount: eb('cashOutCount', '+', 1),
            updatedAt: row.createdAt,
            ...(full ? { status: orderStatus.settled, settledAt: row.createdAt } : {}),
          }))
          .where('id', '=', row.orderId)
          .where('status', '=', orderStatus.accepted)
          .where('cashedOutStake', '=', seenCashedOut)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) return false;
        await trx.insertInto('sportsCashOuts').values(row).execute();
        return true;
      });
    },

    async unpaid(): Promise<CashOutRow[]> {
      return db.selectFrom('sportsCashOuts').selectAll().where('paid', '=', 0).execute();
    },

    markPaid(id: string): Promise<void> {
      return orders.batched.run(async (trx) => {
        await trx.updateTable('sportsCashOuts').set({ paid: 1 }).where('id', '=', id).execute();
      });
    },
  };
}

export type CashOutRepository = ReturnType<typeof createCashOutRepository>;

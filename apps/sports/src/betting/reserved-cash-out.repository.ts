import { reservedCashOutStatus } from '@matchday/contract';
import type { Selectable } from 'kysely';
import type { SportsDatabase } from '../db/database.js';
import type { ReservedCashOutsTable } from '../db/schema.js';
import { chunks, type OrderRepository } from './order.repository.js';

export type ReservedCashOutRow = Selectable<ReservedCashOutsTable>;

/** Pending or being taken: the statuses the partial unique index allows once per order. */
export const OPEN_RESERVED: readonly number[] = [reservedCashOutStatus.pending, reservedCashOutStatus.processing];

/** Reserved cash-outs in sports.db. */
export function createReservedCashOutRepository(db: SportsDatabase, orders: OrderRepository) {
  const openOfOrder = (orderId: string): Promise<ReservedCashOutRow | undefined> =>
    db
      .selectFrom('sportsReservedCashOuts')
      .selectAll()
      .where('orderId', '=', orderId)
      .where('status', 'in', [...OPEN_RESERVED])
      .executeTakeFirst();

  return {
    openOfOrder,

    /** False when the order already has an open one (the partial unique index refused it). */
    async insert(row: ReservedCashOutRow): Promise<boolean> {
      try {
        await orders.batched.run(async (trx) => {
          await trx.insertInto('sportsReservedCashOuts').values(row).execute();
        });
        return true;
      } catch (err) {
        if ((await openOfOrder(row.orderId)) !== undefined) return false;
        throw err;
      }
    },

    /** Moves one on only from one of `from`; false when it had already moved. */
    move(
      id: string,
      from: readonly number[],
      change: { status: number; endReason?: number; cashOutId?: string; paidPayout?: number },
      at: number,
    ): Promise<boolean> {
      return orders.batched.run(async (trx) => {
        const res = await trx
          .updateTable('sportsReservedCashOuts')
          .set({ ...change, updatedAt: at })
          .where('id', '=', id)
          .where('status', 'in', [...from])
          .executeTakeFirst();
        return Number(res.numUpdatedRows) > 0;
      });
    },

    async open(): Promise<ReservedCashOutRow[]> {
      return db
        .selectFrom('sportsReservedCashOuts')
        .selectAll()
        .where('status', 'in', [...OPEN_RESERVED])
        .orderBy('createdAt')
        .execute();
    },

    async ofOrders(orderIds: readonly string[]): Promise<ReservedCashOutRow[]> {
      const rows: ReservedCashOutRow[] = [];
      for (const ids of chunks(orderIds))
        rows.push(
          ...(await db
            .selectFrom('sportsReservedCashOuts')
            .selectAll()
            .where('orderId', 'in', ids)
            .orderBy('createdAt')
            .execute()),
        );
      return rows;
    },

    async ofUser(userId: number, ids: readonly string[]): Promise<ReservedCashOutRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('sportsReservedCashOuts')
        .selectAll()
        .where('userId', '=', userId)
        .where('id', 'in', [...ids])
        .orderBy('createdAt')
        .execute();
    },

    async byRequest(userId: number, requestKey: string): Promise<ReservedCashOutRow | undefined> {
      return db
        .selectFrom('sportsReservedCashOuts')
        .selectAll()
        .where('userId', '=', userId)
        .where('requestKey', '=', requestKey)
        .executeTakeFirst();
    },

    async openCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('sportsReservedCashOuts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .where('status', 'in', [...OPEN_RESERVED])
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type ReservedCashOutRepository = ReturnType<typeof createReservedCashOutRepository>;

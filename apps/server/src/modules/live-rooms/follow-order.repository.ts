import type { Insertable, Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { LiveFollowOrdersTable } from './live-rooms.tables.js';
import { newestFirstPage } from './push-order.repository.js';

export type FollowOrderRow = Selectable<LiveFollowOrdersTable>;

/** The only Kysely importer for live_follow_orders. */
export function createFollowOrderRepository(db: AppDatabase) {
  const byOrder = (userId: number, orderId: string) =>
    db
      .selectFrom('liveFollowOrders')
      .selectAll()
      .where('userId', '=', userId)
      .where('orderId', '=', orderId)
      .executeTakeFirst();

  return {
    byOrder,

    /** Inserts once per (member, bet); `created` is false when that bet already followed a pick (then the stored row). */
    async insert(row: Insertable<LiveFollowOrdersTable>): Promise<{ row: FollowOrderRow; created: boolean }> {
      const inserted = await db
        .insertInto('liveFollowOrders')
        .values(row)
        .onConflict((oc) => oc.columns(['userId', 'orderId']).doNothing())
        .returning('id')
        .executeTakeFirst();
      const stored = await byOrder(row.userId, row.orderId);
      if (!stored) throw new Error(`follow of order ${row.orderId} vanished after its insert`);
      return { row: stored, created: inserted !== undefined };
    },

    /** Distinct members who followed each push order; push orders nobody followed are absent. */
    async followerCounts(pushOrderIds: readonly number[]): Promise<Map<number, number>> {
      if (pushOrderIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('liveFollowOrders')
        .select(['pushOrderId', (eb) => eb.fn.count<number>('userId').distinct().as('n')])
        .where('pushOrderId', 'in', [...pushOrderIds])
        .groupBy('pushOrderId')
        .execute();
      return new Map(rows.map((r) => [Number(r.pushOrderId), Number(r.n)]));
    },

    /** A member's follows, newest first. */
    async page(q: {
      userId: number;
      pageNum: number;
      pageSize: number;
    }): Promise<{ list: FollowOrderRow[]; total: number }> {
      return newestFirstPage(db.selectFrom('liveFollowOrders').where('userId', '=', q.userId), q);
    },
  };
}
export type FollowOrderRepository = ReturnType<typeof createFollowOrderRepository>;

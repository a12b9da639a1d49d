import type { Insertable, Selectable, SelectQueryBuilder } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { LivePushOrdersTable } from './live-rooms.tables.js';

export type PushOrderRow = Selectable<LivePushOrdersTable>;

/** A page of recommended bets or of their follows, newest first, with how many there are in all. */
export async function newestFirstPage<T extends 'livePushOrders' | 'liveFollowOrders'>(
  where: SelectQueryBuilder<Database, T, object>,
  page: { pageNum: number; pageSize: number },
) {
  const [list, total] = await Promise.all([
    where
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** The only Kysely importer for live_push_orders. */
export function createPushOrderRepository(db: AppDatabase) {
  return {
    async insert(row: Insertable<LivePushOrdersTable>): Promise<PushOrderRow> {
      const { id } = await db.insertInto('livePushOrders').values(row).returning('id').executeTakeFirstOrThrow();
      return db.selectFrom('livePushOrders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },

    byId: (id: number) => db.selectFrom('livePushOrders').selectAll().where('id', '=', id).executeTakeFirst(),

    async countOfStream(streamId: number): Promise<number> {
      const r = await db
        .selectFrom('livePushOrders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('streamId', '=', streamId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Newest first, by stream or anchor (none: everyone's). */
    async page(q: {
      streamId?: number | undefined;
      presenterId?: number | undefined;
      pageNum: number;
      pageSize: number;
    }): Promise<{ list: PushOrderRow[]; total: number }> {
      let where = db.selectFrom('livePushOrders');
      if (q.streamId !== undefined) where = where.where('streamId', '=', q.streamId);
      if (q.presenterId !== undefined) where = where.where('presenterId', '=', q.presenterId);
      return newestFirstPage(where, q);
    },
  };
}
export type PushOrderRepository = ReturnType<typeof createPushOrderRepository>;

import { sql, type Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { BanLogsTable } from './moderation.tables.js';

type BanLogRow = Selectable<BanLogsTable>;

/** A ban-log row with the names of its member and operator. */
export type BanRow = Omit<BanLogRow, 'operatorId'> & { userName: string; operatorName: string };

export interface BanListQuery {
  /** Only this room's entries (an anchor sees their own room). */
  roomId?: number | undefined;
  userName?: string | undefined;
  /** Active at `at` (neither lifted nor expired), or only the others. */
  active?: boolean | undefined;
  at: number;
  offset: number;
  limit: number;
}

/** The only Kysely importer for `ban_logs`; names are read from `users`. */
export function createBanLogRepository(db: AppDatabase) {
  const base = () =>
    db
      .selectFrom('banLogs as b')
      .innerJoin('users as u', 'u.id', 'b.userId')
      .innerJoin('users as o', 'o.id', 'b.operatorId')
      .select([
        'b.id',
        'b.userId',
        'u.userName',
        'b.roomId',
        'b.banType',
        'b.reason',
        'o.userName as operatorName',
        'b.createdAt',
        'b.expiresAt',
        'b.liftedAt',
      ]);
  const activeAt = (t: number) => sql<boolean>`b.lifted_at is null and (b.expires_at is null or b.expires_at > ${t})`;

  return {
    find: (id: number) => base().where('b.id', '=', id).executeTakeFirst() as Promise<BanRow | undefined>,
    findMany: (ids: number[]) => base().where('b.id', 'in', ids).execute() as Promise<BanRow[]>,

    /** A user's entries active at `at` in these rooms, bans before mutes. */
    activeOf: (userId: number, roomIds: number[], at: number, banType?: number) => {
      let q = base().where('b.userId', '=', userId).where('b.roomId', 'in', roomIds).where(activeAt(at));
      if (banType !== undefined) q = q.where('b.banType', '=', banType);
      return q.orderBy('b.banType', 'desc').execute() as Promise<BanRow[]>;
    },

    async insert(row: Omit<BanLogRow, 'id' | 'liftedAt'>): Promise<number> {
      const r = await db
        .insertInto('banLogs')
        .values({ ...row, liftedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },

    /** Lifts the entries not lifted yet; returns how many. */
    async lift(ids: number[], at: number): Promise<number> {
      // `in ()` is no SQL PostgreSQL accepts: nothing named, nothing lifted.
      if (ids.length === 0) return 0;
      const r = await db
        .updateTable('banLogs')
        .set({ liftedAt: at })
        .where('id', 'in', ids)
        .where('liftedAt', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    async change(id: number, change: { reason?: string; expiresAt?: number | null }): Promise<void> {
      await db.updateTable('banLogs').set(change).where('id', '=', id).execute();
    },

    async page(q: BanListQuery): Promise<{ list: BanRow[]; total: number }> {
      let query = base();
      if (q.roomId !== undefined) query = query.where('b.roomId', '=', q.roomId);
      if (q.userName) query = query.where('u.userName', 'like', `${q.userName.replace(/[%_]/g, '')}%`);
      if (q.active !== undefined)
        query = query.where(q.active ? activeAt(q.at) : sql<boolean>`not (${activeAt(q.at)})`);
      const [rows, total] = await Promise.all([
        query.orderBy('b.createdAt', 'desc').orderBy('b.id', 'desc').offset(q.offset).limit(q.limit).execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { list: rows as BanRow[], total: Number(total.n) };
    },
  };
}
export type BanLogRepository = ReturnType<typeof createBanLogRepository>;

import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';

/** Room 0 means every room; a ban (type 2) there closes the account until it ends or is lifted. */
export const EVERY_ROOM = 0;
export const BAN = 2;

export interface BanView {
  id: number;
  userId: number;
  userName: string;
  roomId: number;
  banType: number;
  reason: string;
  operatorName: string;
  createdAt: number;
  expiresAt: number | null;
  active: boolean;
}

/**
 * Mutes and bans (spec §7 banLog). An anchor moderates their own room, whose id is their user id
 * (the live rooms of a later issue keep that rule); a super admin moderates every room.
 */
/** `standingChanged` runs after every change of a user's mutes or bans (live chat reads them again at once). */
export function createBanLogService(
  db: AppDatabase,
  revokeSessions: (userId: number) => Promise<void>,
  now: () => number = Date.now,
  standingChanged: (userId: number) => void = () => undefined,
) {
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
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;
  const view = (r: Row): BanView => {
    const { liftedAt, ...rest } = r;
    return { ...rest, active: liftedAt === null && (r.expiresAt === null || r.expiresAt > now()) };
  };
  const activeFilter = (t: number) =>
    sql<boolean>`b.lifted_at is null and (b.expires_at is null or b.expires_at > ${t})`;

  function assertMayModerate(caller: Caller, roomId: number) {
    if (caller.role === 'admin') return;
    if (roomId !== caller.userId) throw new AppError('forbidden');
  }

  /** Puts an account back in service when none of its every-room bans is active any more. */
  async function reinstateIfClear(userId: number): Promise<boolean> {
    const active = await base()
      .where('b.userId', '=', userId)
      .where('b.roomId', '=', EVERY_ROOM)
      .where('b.banType', '=', BAN)
      .where(activeFilter(now()))
      .executeTakeFirst();
    if (active) return false;
    await db
      .updateTable('users')
      .set({ status: 1, updatedAt: now() })
      .where('id', '=', userId)
      .where('status', '=', 2)
      .execute();
    return true;
  }

  return {
    reinstateIfClear,

    async save(
      caller: Caller,
      input: { userId: number; roomId: number; banType: number; reason: string; durationMinutes: number | null },
    ): Promise<BanView> {
      assertMayModerate(caller, input.roomId);
      if (input.userId === caller.userId) throw new AppError('conflict');
      const target = await db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('id', '=', input.userId)
        .executeTakeFirst();
      if (!target) throw new AppError('notFound');
      if (target.role === 'admin') throw new AppError('forbidden');
      const t = now();
      const row = await db
        .insertInto('banLogs')
        .values({
          userId: input.userId,
          roomId: input.roomId,
          banType: input.banType,
          reason: input.reason,
          operatorId: caller.userId,
          createdAt: t,
          expiresAt: input.durationMinutes ? t + input.durationMinutes * 60_000 : null,
          liftedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.roomId === EVERY_ROOM && input.banType === BAN) {
        await db.updateTable('users').set({ status: 2, updatedAt: t }).where('id', '=', input.userId).execute();
        await revokeSessions(input.userId);
      }
      standingChanged(input.userId);
      return view(await base().where('b.id', '=', row.id).executeTakeFirstOrThrow());
    },

    async list(
      caller: Caller,
      q: {
        pageNum: number;
        pageSize: number;
        roomId?: number | undefined;
        userName?: string | undefined;
        active?: boolean | undefined;
      },
    ) {
      let query = base();
      if (caller.role !== 'admin') query = query.where('b.roomId', '=', caller.userId);
      else if (q.roomId !== undefined) query = query.where('b.roomId', '=', q.roomId);
      if (q.userName) query = query.where('u.userName', 'like', `${q.userName.replace(/[%_]/g, '')}%`);
      if (q.active !== undefined)
        query = query.where(q.active ? activeFilter(now()) : sql<boolean>`not (${activeFilter(now())})`);
      const [rows, total] = await Promise.all([
        query
          .orderBy('b.createdAt', 'desc')
          .orderBy('b.id', 'desc')
          .offset((q.pageNum - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(view), total: Number(total.n) };
    },

    async lift(caller: Caller, ids: number[]): Promise<number> {
      const rows = await base().where('b.id', 'in', ids).execute();
      for (const r of rows) assertMayModerate(caller, r.roomId);
      const res = await db
        .updateTable('banLogs')
        .set({ liftedAt: now() })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .where('liftedAt', 'is', null)
        .executeTakeFirst();
      for (const userId of new Set(rows.filter((r) => r.roomId === EVERY_ROOM).map((r) => r.userId)))
        await reinstateIfClear(userId);
      for (const userId of new Set(rows.map((r) => r.userId))) standingChanged(userId);
      return Number(res.numUpdatedRows);
    },

    async update(
      caller: Caller,
      input: { id: number; reason?: string | undefined; durationMinutes?: number | null | undefined },
    ): Promise<BanView> {
      const row = await base().where('b.id', '=', input.id).executeTakeFirst();
      if (!row) throw new AppError('notFound');
      assertMayModerate(caller, row.roomId);
      await db
        .updateTable('banLogs')
        .set({
          ...(input.reason !== undefined ? { reason: input.reason } : {}),
          ...(input.durationMinutes !== undefined
            ? { expiresAt: input.durationMinutes === null ? null : row.createdAt + input.durationMinutes * 60_000 }
            : {}),
        })
        .where('id', '=', input.id)
        .execute();
      if (row.roomId === EVERY_ROOM) await reinstateIfClear(row.userId);
      standingChanged(row.userId);
      return view(await base().where('b.id', '=', input.id).executeTakeFirstOrThrow());
    },

    /** The active mute or ban of a user in a room (an every-room one counts everywhere). */
    async info(userId: number, roomId: number): Promise<BanView | null> {
      const rows = await base()
        .where('b.userId', '=', userId)
        .where('b.roomId', 'in', [roomId, EVERY_ROOM])
        .where(activeFilter(now()))
        .orderBy('b.banType', 'desc')
        .execute();
      return rows[0] ? view(rows[0]) : null;
    },
  };
}
export type BanLogService = ReturnType<typeof createBanLogService>;

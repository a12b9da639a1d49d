import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import type { AccountRepository } from '../account/index.js';
import type { SessionService } from '../session/index.js';
import type { BanLogRepository, BanRow } from './ban-log.repository.js';

/** Room 0 means every room; a ban (type 2) there closes the account until it ends or is lifted. */
export const EVERY_ROOM = 0;
export const BAN = 2;

/** A ban-log row as callers see it: whether it is in force now instead of when it was lifted. */
export type BanView = Omit<BanRow, 'liftedAt'> & { active: boolean };

export interface BanLogDeps {
  repo: BanLogRepository;
  /** Closes and reopens accounts (the one writer of `users`). */
  accounts: Pick<AccountRepository, 'findById' | 'close' | 'reinstate'>;
  sessions: Pick<SessionService, 'revokeAllOf'>;
  now?: () => number;
}

/**
 * Mutes and bans (spec §7 banLog). An anchor moderates their own room, whose id is their user id
 * (the live rooms of a later issue keep that rule); a super admin moderates every room. Listeners
 * (live chat) hear of every change of a user's mutes or bans, to read them again at once.
 */
export function createBanLogService(deps: BanLogDeps) {
  const { repo, accounts } = deps;
  const now = deps.now ?? Date.now;
  const listeners: ((userId: number) => void)[] = [];
  const standingChanged = (userId: number) => {
    for (const listener of listeners) listener(userId);
  };
  const view = (r: BanRow): BanView => {
    const { liftedAt, ...rest } = r;
    return { ...rest, active: liftedAt === null && (r.expiresAt === null || r.expiresAt > now()) };
  };
  const found = async (id: number) => view((await repo.find(id))!);

  function assertMayModerate(caller: Caller, roomId: number) {
    if (caller.role === 'admin') return;
    if (roomId !== caller.userId) throw new AppError('forbidden');
  }

  /** Puts an account back in service when none of its every-room bans is active any more. */
  async function reinstateIfClear(userId: number): Promise<boolean> {
    if ((await repo.activeOf(userId, [EVERY_ROOM], now(), BAN)).length > 0) return false;
    await accounts.reinstate(userId, now());
    return true;
  }

  return {
    reinstateIfClear,

    /** Adds a listener for every change of a user's mutes or bans. */
    onStandingChanged(listener: (userId: number) => void): void {
      listeners.push(listener);
    },

    async save(
      caller: Caller,
      input: { userId: number; roomId: number; banType: number; reason: string; durationMinutes: number | null },
    ): Promise<BanView> {
      assertMayModerate(caller, input.roomId);
      if (input.userId === caller.userId) throw new AppError('conflict');
      const target = await accounts.findById(input.userId);
      if (!target) throw new AppError('notFound');
      if (target.role === 'admin') throw new AppError('forbidden');
      const t = now();
      const id = await repo.insert({
        userId: input.userId,
        roomId: input.roomId,
        banType: input.banType,
        reason: input.reason,
        operatorId: caller.userId,
        createdAt: t,
        expiresAt: input.durationMinutes ? t + input.durationMinutes * 60_000 : null,
      });
      if (input.roomId === EVERY_ROOM && input.banType === BAN) {
        await accounts.close(input.userId, t);
        await deps.sessions.revokeAllOf(input.userId);
      }
      standingChanged(input.userId);
      return found(id);
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
      const page = await repo.page({
        roomId: caller.role !== 'admin' ? caller.userId : q.roomId,
        userName: q.userName,
        active: q.active,
        at: now(),
        offset: (q.pageNum - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { list: page.list.map(view), total: page.total };
    },

    async lift(caller: Caller, ids: number[]): Promise<number> {
      const rows = await repo.findMany(ids);
      for (const r of rows) assertMayModerate(caller, r.roomId);
      const lifted = await repo.lift(
        rows.map((r) => r.id),
        now(),
      );
      for (const userId of new Set(rows.filter((r) => r.roomId === EVERY_ROOM).map((r) => r.userId)))
        await reinstateIfClear(userId);
      for (const userId of new Set(rows.map((r) => r.userId))) standingChanged(userId);
      return lifted;
    },

    async update(
      caller: Caller,
      input: { id: number; reason?: string | undefined; durationMinutes?: number | null | undefined },
    ): Promise<BanView> {
      const row = await repo.find(input.id);
      if (!row) throw new AppError('notFound');
      assertMayModerate(caller, row.roomId);
      await repo.change(input.id, {
        ...(input.reason !== undefined ? { reason: input.reason } : {}),
        ...(input.durationMinutes !== undefined
          ? { expiresAt: input.durationMinutes === null ? null : row.createdAt + input.durationMinutes * 60_000 }
          : {}),
      });
      if (row.roomId === EVERY_ROOM) await reinstateIfClear(row.userId);
      standingChanged(row.userId);
      return found(input.id);
    },

    /** The active mute or ban of a user in a room (an every-room one counts everywhere). */
    async info(userId: number, roomId: number): Promise<BanView | null> {
      const rows = await repo.activeOf(userId, [roomId, EVERY_ROOM], now());
      return rows[0] ? view(rows[0]) : null;
    },

    /**
     * `banInfo` as a caller may ask it: a member about themself; an anchor about themself, or about
     * anyone in their own room (their user id); a super admin about anyone anywhere.
     */
    async infoFor(caller: Caller, userId: number, roomId: number): Promise<BanView | null> {
      if (userId !== caller.userId && caller.role !== 'admin' && (caller.role !== 'anchor' || roomId !== caller.userId))
        throw new AppError('forbidden');
      const rows = await repo.activeOf(userId, [roomId, EVERY_ROOM], now());
      return rows[0] ? view(rows[0]) : null;
    },
  };
}
export type BanLogService = ReturnType<typeof createBanLogService>;

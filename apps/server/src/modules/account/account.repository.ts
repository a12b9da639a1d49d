import type { Role } from '@matchday/contract';
import { stripBidiControls } from '@matchday/core';
import type { AppDatabase } from '../../db/database.js';
import type { UsersTable } from './account.tables.js';

export type UserRow = Omit<UsersTable, 'id'> & { id: number };
export type NewUser = Omit<UsersTable, 'id' | 'createdAt' | 'updatedAt' | 'inviteCode' | 'referCode'> &
  Partial<Pick<UsersTable, 'inviteCode' | 'referCode'>>;

/** What the super admin centre lists of a user. */
const summaryColumns = [
  'id',
  'userName',
  'nickName',
  'role',
  'status',
  'vipLevel',
  'regCurrency',
  'mobile',
  'createdAt',
] as const;
export type UserSummary = Pick<UserRow, (typeof summaryColumns)[number]>;

/** Status 1 is in service, 2 closed by an every-room ban. */
const ACTIVE = 1;
const BANNED = 2;

/** The only writer of `users` (and the only Kysely importer for it besides read-only joins). */
export function createAccountRepository(db: AppDatabase) {
  const setWhere = async (id: number, change: Partial<Omit<UsersTable, 'id'>>, at: number, within = db) => {
    await within
      .updateTable('users')
      .set({ ...change, updatedAt: at })
      .where('id', '=', id)
      .execute();
  };

  return {
    findById: (id: number) =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst() as Promise<UserRow | undefined>,

    findByUserName: (userName: string) =>
      db.selectFrom('users').selectAll().where('userName', '=', userName).executeTakeFirst() as Promise<
        UserRow | undefined
      >,

    findByMobile: (mobileArea: string, mobile: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('mobileArea', '=', mobileArea)
        .where('mobile', '=', mobile)
        .executeTakeFirst() as Promise<UserRow | undefined>,

    isUserNameTaken: async (userName: string) =>
      (await db.selectFrom('users').select('id').where('userName', '=', userName).executeTakeFirst()) !== undefined,

    /** Inserts unless the user name exists; never touches an existing user. Returns the id either way. */
    async insertIfAbsent(user: NewUser, now: number): Promise<{ id: number; created: boolean }> {
      const inserted = await db
        .insertInto('users')
        .values({ ...user, createdAt: now, updatedAt: now })
        .onConflict((oc) => oc.column('userName').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, created: true };
      const existing = await db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', user.userName)
        .executeTakeFirstOrThrow();
      return { id: existing.id, created: false };
    },

    /**
     * Nickname and avatar; `within` joins a caller's transaction (an anchor's profile changes with them).
     * A nickname never keeps bidirectional controls, whichever call sets it.
     */
    async updateLook(
      id: number,
      change: { nickName?: string | undefined; avatarId?: number | undefined },
      at: number,
      within: AppDatabase = db,
    ): Promise<void> {
      const look = {
        ...(change.nickName !== undefined ? { nickName: stripBidiControls(change.nickName) } : {}),
        ...(change.avatarId !== undefined ? { avatarId: change.avatarId } : {}),
      };
      if (Object.keys(look).length > 0) await setWhere(id, look, at, within);
    },

    setPasswordHash: (id: number, passwordHash: string, at: number) => setWhere(id, { passwordHash }, at),

    bindPhone: (id: number, phone: { countryCode: string; phone: string }, at: number) =>
      setWhere(id, { mobile: phone.phone, mobileArea: phone.countryCode }, at),

    /** False when there is no such user. */
    async setRole(id: number, role: Role, at: number): Promise<boolean> {
      const r = await db.updateTable('users').set({ role, updatedAt: at }).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Closes the account (an every-room ban). */
    close: (id: number, at: number) => setWhere(id, { status: BANNED }, at),

    /** Puts a closed account back in service; an account in another status is left alone. */
    async reinstate(id: number, at: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ status: ACTIVE, updatedAt: at })
        .where('id', '=', id)
        .where('status', '=', BANNED)
        .execute();
    },

    summary: (id: number) =>
      db.selectFrom('users').select(summaryColumns).where('id', '=', id).executeTakeFirst() as Promise<
        UserSummary | undefined
      >,

    /** The super admin's user search: an id or a user-name prefix, by id, one page. */
    async search(q: { keyword?: string | undefined; pageNum: number; pageSize: number }) {
      let where = db.selectFrom('users');
      const keyword = q.keyword;
      if (keyword)
        where = /^\d+$/.test(keyword)
          ? where.where((eb) => eb.or([eb('id', '=', Number(keyword)), eb('userName', 'like', `${keyword}%`)]))
          : where.where('userName', 'like', `${keyword.replace(/[%_]/g, '')}%`);
      const [list, total] = await Promise.all([
        where
          .select(summaryColumns)
          .orderBy('id')
          .offset((q.pageNum - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute() as Promise<UserSummary[]>,
        where.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(total.n) };
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;

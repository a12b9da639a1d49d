import type { AppDatabase } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = Omit<UsersTable, 'id'> & { id: number };
export type NewUser = Omit<UsersTable, 'id' | 'createdAt' | 'updatedAt' | 'inviteCode' | 'referCode'> &
  Partial<Pick<UsersTable, 'inviteCode' | 'referCode'>>;

export function createAccountRepository(db: AppDatabase) {
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
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;

import type { AppDatabase } from '../../db/database.js';
import type { AccountRepository } from '../account/index.js';

export interface PresenterRow {
  id: number;
  userName: string;
  nickName: string | null;
  avatarId: number;
  introduction: string | null;
  notice: string | null;
}

export interface PresenterChange {
  nickName?: string | undefined;
  avatarId?: number | undefined;
  introduction?: string | undefined;
  notice?: string | undefined;
}

/**
 * The only Kysely importer for presenter_profiles; nickname and avatar are the user's own columns,
 * written by the account repository inside this repository's transaction.
 */
export function createPresenterRepository(db: AppDatabase, accounts: Pick<AccountRepository, 'updateLook'>) {
  const find = (id: number) =>
    db
      .selectFrom('users as u')
      .leftJoin('presenterProfiles as p', 'p.userId', 'u.id')
      .select(['u.id', 'u.userName', 'u.nickName', 'u.avatarId', 'p.introduction', 'p.notice'])
      .where('u.id', '=', id)
      .where('u.role', '=', 'anchor')
      .executeTakeFirst() as Promise<PresenterRow | undefined>;

  return {
    find,

    /** One transaction: the profile never shows half a change. */
    async update(id: number, change: PresenterChange, at: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await accounts.updateLook(id, change, at, trx);
        const text = {
          ...(change.introduction !== undefined ? { introduction: change.introduction } : {}),
          ...(change.notice !== undefined ? { notice: change.notice } : {}),
        };
        if (Object.keys(text).length === 0) return;
        await trx
          .insertInto('presenterProfiles')
          .values({ userId: id, introduction: change.introduction ?? '', notice: change.notice ?? '', updatedAt: at })
          .onConflict((oc) => oc.column('userId').doUpdateSet({ ...text, updatedAt: at }))
          .execute();
      });
    },
  };
}
export type PresenterRepository = ReturnType<typeof createPresenterRepository>;

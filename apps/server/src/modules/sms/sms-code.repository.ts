import type { AppDatabase } from '../../db/database.js';

export interface SmsCodeRow {
  id: number;
  phoneKey: string;
  codeHash: string;
  attempts: number;
  createdAt: number;
  expiresAt: number;
  consumedAt: number | null;
}

export function createSmsCodeRepository(db: AppDatabase) {
  const cols = ['id', 'phoneKey', 'codeHash', 'attempts', 'createdAt', 'expiresAt', 'consumedAt'] as const;
  return {
    latestByKey: (phoneKey: string) =>
      db
        .selectFrom('smsCodes')
        .select(cols)
        .where('phoneKey', '=', phoneKey)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst() as Promise<SmsCodeRow | undefined>,

    latestByPhone: (phone: string) =>
      db
        .selectFrom('smsCodes')
        .select(cols)
        .where('phone', '=', phone)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst() as Promise<SmsCodeRow | undefined>,

    async insert(row: { phoneKey: string; phone: string; codeHash: string; createdAt: number; expiresAt: number }) {
      await db
        .insertInto('smsCodes')
        .values({ ...row, attempts: 0 })
        .execute();
    },

    /** Counts a wrong try; returns the tries made so far. */
    async addAttempt(id: number): Promise<number> {
      const r = await db
        .updateTable('smsCodes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return r.attempts;
    },

    /** Marks a code used; false when another request used it first. */
    async consume(id: number, at: number): Promise<boolean> {
      const r = await db
        .updateTable('smsCodes')
        .set({ consumedAt: at })
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
export type SmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;

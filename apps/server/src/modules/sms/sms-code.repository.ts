import type { Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { SmsCodesTable } from './sms.tables.js';

const cols = ['id', 'phoneKey', 'codeHash', 'attempts', 'createdAt', 'expiresAt', 'consumedAt'] as const;
export type SmsCodeRow = Pick<Selectable<SmsCodesTable>, (typeof cols)[number]>;

export function createSmsCodeRepository(db: AppDatabase) {
  /** The last code sent to a phone, found by its stored key or by the number itself. */
  const latestWhere = (column: 'phoneKey' | 'phone', value: string) =>
    db
      .selectFrom('smsCodes')
      .select(cols)
      .where(column, '=', value)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  return {
    latestByKey: (phoneKey: string) => latestWhere('phoneKey', phoneKey),

    latestByPhone: (phone: string) => latestWhere('phone', phone),

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

import type { SportsDatabase } from '../db/database.js';
import { parseJson } from '@matchday/database';

/** The platform's one merchant: the operator running this Matchday. */
export const MERCHANT_ID = 'matchday';
const MERCHANT_NAME = 'Matchday';

export interface MerchantSettings {
  id: string;
  name: string;
  /** Sport ids the merchant offers; lists, counts, search and picks show only these. */
  enabledSports: readonly number[];
}

/** Merchant settings in sports.db; the first start enables every sport of the catalogue. */
export function createMerchantSettingsRepository(db: SportsDatabase) {
  return {
    async load(allSports: readonly number[], now: number): Promise<MerchantSettings> {
      await db
        .insertInto('sportsMerchant')
        .values({ id: MERCHANT_ID, name: MERCHANT_NAME, enabledSports: JSON.stringify(allSports), updatedAt: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await db
        .selectFrom('sportsMerchant')
        .selectAll()
        .where('id', '=', MERCHANT_ID)
        .executeTakeFirstOrThrow();
      return { id: row.id, name: row.name, enabledSports: parseJson<number[]>(row.enabledSports, [...allSports]) };
    },

    async setEnabledSports(sports: readonly number[], now: number): Promise<void> {
      await db
        .updateTable('sportsMerchant')
        .set({ enabledSports: JSON.stringify([...sports]), updatedAt: now })
        .where('id', '=', MERCHANT_ID)
        .execute();
    },
  };
}

export type MerchantSettingsRepository = ReturnType<typeof createMerchantSettingsRepository>;

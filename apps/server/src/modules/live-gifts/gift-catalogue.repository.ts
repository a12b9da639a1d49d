import type { Insertable, Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { LiveGiftsTable } from './live-gifts.tables.js';

export type GiftRow = Selectable<LiveGiftsTable>;
export type PricedGift = GiftRow & { price: number; currency: string };

/** The only Kysely importer for live_gifts and live_gift_prices. */
export function createGiftCatalogueRepository(db: AppDatabase) {
  const priced = (currency: string) =>
    db
      .selectFrom('liveGifts as g')
      .innerJoin('liveGiftPrices as p', 'p.giftId', 'g.id')
      .selectAll('g')
      .select(['p.price', 'p.currency'])
      .where('g.active', '=', 1)
      .where('p.currency', '=', currency);

  return {
    /** Gifts on sale with a price in `currency`, in catalogue order. */
    onSale: (currency: string) => priced(currency).orderBy('g.sort').orderBy('g.id').execute() as Promise<PricedGift[]>,

    /** One gift on sale in `currency`, or undefined when withdrawn, unknown or not priced in it. */
    onSaleById: (id: number, currency: string) =>
      priced(currency).where('g.id', '=', id).executeTakeFirst() as Promise<PricedGift | undefined>,

    /** Any gift, withdrawn ones too (a send made before a withdrawal still plays its animation). */
    byId: (id: number) => db.selectFrom('liveGifts').selectAll().where('id', '=', id).executeTakeFirst(),

    async isEmpty(): Promise<boolean> {
      return !(await db.selectFrom('liveGifts').select('id').limit(1).executeTakeFirst());
    },

    async insert(gift: Insertable<LiveGiftsTable>, prices: Record<string, number>): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const { id } = await tx.insertInto('liveGifts').values(gift).returning('id').executeTakeFirstOrThrow();
        const rows = Object.entries(prices).map(([currency, price]) => ({ giftId: id, currency, price }));
        if (rows.length > 0) await tx.insertInto('liveGiftPrices').values(rows).execute();
      });
    },
  };
}
export type GiftCatalogueRepository = ReturnType<typeof createGiftCatalogueRepository>;

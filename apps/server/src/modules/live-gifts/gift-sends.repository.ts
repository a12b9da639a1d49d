import { sql, type Insertable, type Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { LiveGiftSendsTable } from './live-gifts.tables.js';
import { DAY_MS } from './gift-rules.js';

export type GiftSendRow = Selectable<LiveGiftSendsTable>;

/** Whose gifts and when; both ends of the time range included. */
export interface ProfitFilter {
  presenterId?: number | undefined;
  streamId?: number | undefined;
  beginTime?: number | undefined;
  endTime?: number | undefined;
}

export interface ProfitRowData {
  dayNo: number;
  presenterId: number;
  streamId: number;
  streamTitle: string;
  currency: string;
  gifts: number;
  count: number;
  amount: number;
  anchorShare: number;
}

export interface ProfitSumData {
  currency: string;
  gifts: number;
  count: number;
  amount: number;
  anchorShare: number;
}

/**
 * Sends whose debit is posted, with what the ledger moved: the amount from the debit transfer and
 * the anchor's share from the share transfer (0 until it is posted), so a listing cannot drift
 * from the money.
 */
function postedSends(f: ProfitFilter) {
  const where = [sql`d.status = 'posted'`];
  if (f.presenterId !== undefined) where.push(sql`g.presenter_id = ${f.presenterId}`);
  if (f.streamId !== undefined) where.push(sql`g.stream_id = ${f.streamId}`);
  if (f.beginTime !== undefined) where.push(sql`g.created_at >= ${f.beginTime}`);
  if (f.endTime !== undefined) where.push(sql`g.created_at <= ${f.endTime}`);
  return sql`
    select g.presenter_id, g.stream_id, g.sender_id, g.currency, g.count, g.created_at, d.amount as paid, coalesce(s.amount, 0) as shared
    from live_gift_sends g
    join ledger_transfers d on d.idempotency_key = g.debit_key
    left join ledger_transfers s on s.idempotency_key = g.share_key and s.status = 'posted'
    where ${sql.join(where, sql` and `)}`;
}

/** The only Kysely importer for live_gift_sends; reads the two ledger transfers of each send. */
export function createGiftSendsRepository(db: AppDatabase) {
  return {
    find: (senderId: number, requestKey: string) =>
      db
        .selectFrom('liveGiftSends')
        .selectAll()
        .where('senderId', '=', senderId)
        .where('requestKey', '=', requestKey)
        .executeTakeFirst(),

    /** Claims the send before any money moves; a concurrent twin with the same key gets the row that won. */
    async claim(row: Insertable<LiveGiftSendsTable>): Promise<GiftSendRow> {
      // No conflict target: identical twins may collide on the debit key's index first, which a targeted clause would not absorb.
      await db
        .insertInto('liveGiftSends')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .execute();
      return db
        .selectFrom('liveGiftSends')
        .selectAll()
        .where('senderId', '=', row.senderId)
        .where('requestKey', '=', row.requestKey)
        .executeTakeFirstOrThrow();
    },

    /** Moves a pending send to its outcome; true only for the one caller that moved it. */
    async settle(id: number, status: 'posted' | 'rejected'): Promise<boolean> {
      const r = await db
        .updateTable('liveGiftSends')
        .set({ status })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Pending sends since `since`, with the status of their debit in the ledger (null: never posted). */
    pendingWithDebit: (since: number) =>
      db
        .selectFrom('liveGiftSends as g')
        .leftJoin('ledgerTransfers as d', 'd.idempotencyKey', 'g.debitKey')
        .selectAll('g')
        .select('d.status as debitStatus')
        .where('g.status', '=', 'pending')
        .where('g.createdAt', '>=', since)
        .orderBy('g.id')
        .execute(),

    /** Per day (cut at `offsetMs` from UTC), stream and currency, newest day first. */
    async profitPage(
      f: ProfitFilter,
      offsetMs: number,
      page: { pageNum: number; pageSize: number },
    ): Promise<{ list: ProfitRowData[]; total: number }> {
      const grouped = sql`
        select cast((p.created_at + ${offsetMs}) / ${DAY_MS} as bigint) as day_no, p.presenter_id, p.stream_id, p.currency,
               count(*) as gifts, cast(sum(p.count) as bigint) as count, cast(sum(p.paid) as bigint) as amount, cast(sum(p.shared) as bigint) as anchor_share
        from (${postedSends(f)}) p
        group by 1, 2, 3, 4`;
      const { rows: totals } = await sql<{ n: number }>`select count(*) as n from (${grouped}) x`.execute(db);
      const { rows } = await sql<ProfitRowData>`
        select x.*, ls.title as stream_title from (${grouped}) x join live_streams ls on ls.id = x.stream_id
        order by x.day_no desc, x.stream_id desc, x.currency
        limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`.execute(db);
      return {
        list: rows.map((r) => ({ ...r, dayNo: Number(r.dayNo), gifts: Number(r.gifts) })),
        total: Number(totals[0]?.n ?? 0),
      };
    },

    /** Gifts an anchor received (items, in every currency) and how many members sent them. */
    async received(f: ProfitFilter): Promise<{ count: number; senders: number }> {
      const { rows } = await sql<{ count: number | null; senders: number }>`
        select cast(sum(p.count) as bigint) as count, count(distinct p.sender_id) as senders from (${postedSends(f)}) p`.execute(
        db,
      );
      return { count: Number(rows[0]?.count ?? 0), senders: Number(rows[0]?.senders ?? 0) };
    },

    async profitSums(f: ProfitFilter): Promise<ProfitSumData[]> {
      const { rows } = await sql<ProfitSumData>`
        select p.currency, count(*) as gifts, cast(sum(p.count) as bigint) as count, cast(sum(p.paid) as bigint) as amount, cast(sum(p.shared) as bigint) as anchor_share
        from (${postedSends(f)}) p group by p.currency order by p.currency`.execute(db);
      return rows.map((r) => ({ ...r, gifts: Number(r.gifts) }));
    },
  };
}
export type GiftSendsRepository = ReturnType<typeof createGiftSendsRepository>;

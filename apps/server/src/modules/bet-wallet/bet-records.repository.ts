import { createBatchedTransactions } from '@matchday/database';
import { sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { recordOf, type BetMoveKind, type BetSource } from './bet-wallet-rules.js';

/** A movement the ledger has posted (or a 0 settlement), to be written once under its wallet key. */
export interface MoveToApply {
  walletKey: string;
  source: BetSource;
  orderId: string;
  userId: number;
  currency: string;
  kind: BetMoveKind;
  amount: number;
  betState: string | null;
  title: string | null;
  placedAt: number | null;
  at: number;
}

/** Which records a member's summary covers; both ends of the time range included. */
export interface BetRecordFilter {
  userId: number;
  source?: BetSource | undefined;
  beginTime?: number | undefined;
  endTime?: number | undefined;
  /** 0 all, 1 open only, 2 ended only (settled, rejected or cancelled). */
  settled: number;
}

const MOVE_COLUMNS = ['id', 'kind', 'amount', 'betState', 'title', 'placedAt', 'at'] as const;

/**
 * The only Kysely importer for bet_wallet_moves and bet_records. Moves are written in batches, one
 * transaction each: the move is inserted once by its key, then the bet's record is recomputed from
 * all its moves, so a retry after a crash repairs a missing record.
 */
export function createBetRecordsRepository(db: AppDatabase, now: () => number = Date.now) {
  async function applyOne(trx: Transaction<Database>, m: MoveToApply): Promise<void> {
    const t = now();
    await trx
      .insertInto('betWalletMoves')
      .values({ ...m, createdAt: t })
      .onConflict((oc) => oc.column('walletKey').doNothing())
      .execute();
    // Claims the record row first: on PostgreSQL this locks it, so two nodes never derive it from half the moves.
    await trx
      .insertInto('betRecords')
      .values({ source: m.source, orderId: m.orderId, userId: m.userId, currency: m.currency, title: m.title ?? '', stake: 0, payout: null, state: 'open', placedAt: m.placedAt ?? m.at, settledAt: null, updatedAt: t })
      .onConflict((oc) => oc.columns(['source', 'orderId']).doUpdateSet({ updatedAt: t }))
      .execute();
    const moves = await trx.selectFrom('betWalletMoves').select(MOVE_COLUMNS).where('source', '=', m.source).where('orderId', '=', m.orderId).orderBy('id').execute();
    await trx
      .updateTable('betRecords')
      .set({ ...recordOf(m.orderId, moves), updatedAt: t })
      .where('source', '=', m.source)
      .where('orderId', '=', m.orderId)
      .execute();
  }

  // One transaction (one fsync) for many bets; a failed batch reruns each move alone, so one never fails another.
  const batches = createBatchedTransactions(db, { maxBatch: 512 });

  const filtered = (f: BetRecordFilter) => {
    let q = db.selectFrom('betRecords').where('userId', '=', f.userId);
    if (f.source) q = q.where('source', '=', f.source);
    if (f.beginTime !== undefined) q = q.where('placedAt', '>=', f.beginTime);
    if (f.endTime !== undefined) q = q.where('placedAt', '<=', f.endTime);
    if (f.settled === 1) q = q.where('state', '=', 'open');
    if (f.settled === 2) q = q.where('state', '<>', 'open');
    return q;
  };

  return {
    /** Writes the move once and brings its bet's record up to date; resolves once committed. */
    apply: (m: MoveToApply) => batches.run((trx) => applyOne(trx, m)),

    /** The move stored under a wallet key, if any. */
    moveByKey: (walletKey: string) =>
      db.selectFrom('betWalletMoves').select(['userId', 'currency', 'orderId', 'kind', 'amount']).where('walletKey', '=', walletKey).executeTakeFirst(),

    /** Whether the ledger already holds a transfer under this key (posted or refused). */
    async ledgerHolds(walletKey: string): Promise<boolean> {
      return (await db.selectFrom('ledgerTransfers').select('id').where('idempotencyKey', '=', walletKey).executeTakeFirst()) !== undefined;
    },

    record: (source: BetSource, orderId: string) => db.selectFrom('betRecords').selectAll().where('source', '=', source).where('orderId', '=', orderId).executeTakeFirst(),

    /** A page of the member's records, newest placed first. */
    async page(f: BetRecordFilter, page: { pageNum: number; pageSize: number }) {
      const [list, total] = await Promise.all([
        filtered(f)
          .select(['orderId', 'source', 'title', 'currency', 'stake', 'payout', 'state', 'placedAt'])
          .orderBy('placedAt', 'desc')
          .orderBy('id', 'desc')
          .offset((page.pageNum - 1) * page.pageSize)
          .limit(page.pageSize)
          .execute(),
        filtered(f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(total.n) };
    },

    /** Per currency: how many records, their stakes and what came back (open bets count 0 back). */
    async sums(f: BetRecordFilter) {
      const rows = await filtered(f)
        .select([
          'currency',
          (eb) => eb.fn.countAll().as('count'),
          sql<number>`cast(coalesce(sum(stake), 0) as bigint)`.as('stake'),
          sql<number>`cast(coalesce(sum(coalesce(payout, 0)), 0) as bigint)`.as('payout'),
        ])
        .groupBy('currency')
        .orderBy('currency')
        .execute();
      return rows.map((r) => ({ currency: r.currency, count: Number(r.count), stake: Number(r.stake), payout: Number(r.payout) }));
    },

    /** Writes what is queued, then refuses new moves. */
    close: () => batches.close(),
  };
}
export type BetRecordsRepository = ReturnType<typeof createBetRecordsRepository>;

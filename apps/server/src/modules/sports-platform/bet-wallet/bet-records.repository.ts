import type { BetWalletMoveKind } from '@matchday/contract';
import { createBatchedTransactions, prepareQuery, type ParamOf, type PreparedQuery } from '@matchday/database';
import { sql, type Kysely, type QueryResult, type Transaction } from 'kysely';
import { sqliteHandleOf, type AppDatabase } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { BetWalletMovesTable } from '../sports-platform.tables.js';
import { APPLIED_MOVE_COLUMNS, recordOf, type AppliedMove, type BetSource } from './bet-wallet-rules.js';

/** A movement the ledger has posted (or a 0 settlement), to be written once under its wallet key. */
export type MoveToApply = Omit<BetWalletMovesTable, 'id' | 'createdAt' | 'source' | 'kind'> & {
  source: BetSource;
  kind: BetWalletMoveKind;
};

/** Which records a member's summary covers; both ends of the time range included. */
export interface BetRecordFilter {
  userId: number;
  source?: BetSource | undefined;
  beginTime?: number | undefined;
  endTime?: number | undefined;
  /** 0 all, 1 open only, 2 ended only (settled, rejected or cancelled). */
  settled: number;
}

type Row = Record<string, unknown>;

// Every stake and payout runs these four: compiled once (prepareQuery).
const insertMove = prepareQuery<Database, Row, never>((db, p) =>
  db
    .insertInto('betWalletMoves')
    .values({
      walletKey: p('walletKey'),
      source: p('source'),
      orderId: p('orderId'),
      userId: p('userId'),
      currency: p('currency'),
      kind: p('kind'),
      amount: p('amount'),
      betState: p('betState'),
      title: p('title'),
      placedAt: p('placedAt'),
      at: p('at'),
      createdAt: p('createdAt'),
    } as never)
    .onConflict((oc) => oc.column('walletKey').doNothing()),
);
/** A bet's record before its moves are added up: open, holding `stake`. */
const openRecord = (p: ParamOf<Row>, stake: unknown) => ({
  source: p('source'),
  orderId: p('orderId'),
  userId: p('userId'),
  currency: p('currency'),
  title: p('title'),
  stake,
  payout: null,
  state: 'open',
  placedAt: p('placedAt'),
  settledAt: null,
  updatedAt: p('updatedAt'),
});
// Claims the record row first: on PostgreSQL this locks it, so two nodes never derive it from half the moves.
const claimRecord = prepareQuery<Database, Row, never>((db, p) =>
  db
    .insertInto('betRecords')
    .values(openRecord(p, 0) as never)
    .onConflict((oc) => oc.columns(['source', 'orderId']).doUpdateSet({ updatedAt: p('updatedAt') as number })),
);
const newStakeRecord = prepareQuery<Database, Row, never>((db, p) =>
  db
    .insertInto('betRecords')
    .values(openRecord(p, p('stake')) as never)
    .onConflict((oc) => oc.columns(['source', 'orderId']).doNothing()),
);
// Asked on every credit: the key's earlier move and the ledger's transfer under it.
const moveOfKey = prepareQuery<
  Database,
  { walletKey: string },
  { userId: number; currency: string; orderId: string; kind: string; amount: number }
>((db, p) =>
  db
    .selectFrom('betWalletMoves')
    .select(['userId', 'currency', 'orderId', 'kind', 'amount'])
    .where('walletKey', '=', p('walletKey')),
);
const movesOfBet = prepareQuery<Database, { source: string; orderId: string }, AppliedMove>((db, p) =>
  db
    .selectFrom('betWalletMoves')
    .select(APPLIED_MOVE_COLUMNS)
    .where('source', '=', p('source'))
    .where('orderId', '=', p('orderId'))
    .orderBy('id'),
);
const writeRecord = prepareQuery<Database, Row, never>((db, p) =>
  db
    .updateTable('betRecords')
    .set({
      title: p('title'),
      stake: p('stake'),
      payout: p('payout'),
      state: p('state'),
      placedAt: p('placedAt'),
      settledAt: p('settledAt'),
      updatedAt: p('updatedAt'),
    } as never)
    .where('source', '=', p('source') as string)
    .where('orderId', '=', p('orderId') as string),
);

/** One statement of a move's write: a prepared query and its values. */
interface Step {
  query: PreparedQuery<Database, Row, unknown>;
  params: Row;
}
const step = <P extends Row, R>(query: PreparedQuery<Database, P, R>, params: P): Step => ({
  query: query as unknown as Step['query'],
  params,
});

/**
 * A move's write, once: the move inserted by its key, then its bet's record made or re-derived
 * from all its moves. Run by Kysely (`await` each step) or inside the SQLite ledger's transaction.
 */
function* moveSteps(m: MoveToApply, t: number): Generator<Step, void, QueryResult<unknown>> {
  yield step(insertMove, { ...m, createdAt: t });
  // A bet's first move is its stake, and the record it makes is that stake alone: no need to derive it.
  if (m.kind === 'stake') {
    const created = yield step(newStakeRecord, {
      source: m.source,
      orderId: m.orderId,
      userId: m.userId,
      currency: m.currency,
      title: m.title ?? '',
      stake: m.amount,
      placedAt: m.placedAt ?? m.at,
      updatedAt: t,
    });
    if (Number(created.numAffectedRows ?? 0) > 0) return;
  }
  yield step(claimRecord, {
    source: m.source,
    orderId: m.orderId,
    userId: m.userId,
    currency: m.currency,
    title: m.title ?? '',
    placedAt: m.placedAt ?? m.at,
    updatedAt: t,
  });
  const moves = (yield step(movesOfBet, { source: m.source, orderId: m.orderId })).rows as AppliedMove[];
  yield step(writeRecord, { ...recordOf(m.orderId, moves), source: m.source, orderId: m.orderId, updatedAt: t });
}

/**
 * The only Kysely importer for bet_wallet_moves and bet_records. Moves are written in batches, one
 * transaction each (on SQLite, the ledger's: `applyAlongside`): the move is inserted once by its
 * key, then the bet's record is recomputed from all its moves, so a retry after a crash repairs a
 * missing record.
 */
export function createBetRecordsRepository(db: AppDatabase, now: () => number = Date.now) {
  async function applyOne(trx: Transaction<Database>, m: MoveToApply): Promise<void> {
    const q = trx as Kysely<Database>;
    const steps = moveSteps(m, now());
    for (let s = steps.next(); !s.done;) s = steps.next(await s.value.query(q, s.value.params));
  }

  /** The same write, now, for a caller inside a better-sqlite3 transaction on this database (the ledger's batch). */
  function applyInSqliteTransaction(m: MoveToApply): void {
    const steps = moveSteps(m, now());
    for (let s = steps.next(); !s.done;) s = steps.next(s.value.query.inSqliteTransaction(db, s.value.params));
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

    /** On SQLite: `apply` as a write riding along in the ledger's transaction (`TransferRequest.alongside`). */
    applyAlongside: sqliteHandleOf(db) ? applyInSqliteTransaction : null,

    /** The move stored under a wallet key, if any. */
    moveByKey: async (walletKey: string) => (await moveOfKey(db, { walletKey })).rows[0],

    record: (source: BetSource, orderId: string) =>
      db
        .selectFrom('betRecords')
        .selectAll()
        .where('source', '=', source)
        .where('orderId', '=', orderId)
        .executeTakeFirst(),

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
        filtered(f)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
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
      return rows.map((r) => ({
        currency: r.currency,
        count: Number(r.count),
        stake: Number(r.stake),
        payout: Number(r.payout),
      }));
    },

    /** Writes what is queued, then refuses new moves. */
    close: () => batches.close(),
  };
}
export type BetRecordsRepository = ReturnType<typeof createBetRecordsRepository>;

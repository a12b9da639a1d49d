import { createBatchedTransactions, parseJson, prepareQuery } from '@matchday/database';
import type { Kysely } from 'kysely';
import type { Selectable, Transaction } from 'kysely';
import type { SportsDatabase } from '../db/database.js';
import type { OrderLegsTable, OrdersTable, SportsDatabaseSchema } from '../db/schema.js';
import type { NamesByLanguage } from './selection.js';

export type OrderRow = Selectable<OrdersTable>;
export type LegRow = Omit<Selectable<OrderLegsTable>, 'names'> & { names: NamesByLanguage };
export type StoredOrder = OrderRow & { legs: LegRow[] };
export type Tx = Transaction<SportsDatabaseSchema>;

/** A status move: to `status`, with the reason when rejected (else cleared); `refundDue` when its stake must go back (else 0). */
export interface StatusChange {
  id: string;
  from: readonly number[];
  status: number;
  rejectReason?: number | null;
  rejectText?: string | null;
  refundDue?: number;
  at: number;
}

/** Ids per IN list (SQLite allows 32,766 variables). */
const CHUNK = 500;
export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Schema = SportsDatabaseSchema;
type Row = Record<string, unknown>;

const ORDER_COLUMNS = [
  'id',
  'userId',
  'userName',
  'currency',
  'requestKey',
  'requestIndex',
  'seriesValue',
  'subBets',
  'legCount',
  'unitStake',
  'totalStake',
  'maxReturn',
  'oddsChange',
  'status',
  'inPlay',
  'acceptAt',
  'fromReserve',
  'title',
  'language',
  'relatedId',
  'thirdRemark',
  'deviceId',
  'session',
  'createdAt',
  'updatedAt',
] as const;
const LEG_COLUMNS = [
  'orderId',
  'legNo',
  'matchId',
  'matchType',
  'sportId',
  'leagueId',
  'kickoff',
  'marketId',
  'marketType',
  'period',
  'optionType',
  'line',
  'teamId',
  'odds',
  'oddsFormat',
  'inPlay',
  'betScore',
  'names',
] as const;

// The placement path's statements, compiled once (prepareQuery): one bet runs each of them.
const insertOrder = prepareQuery<Schema, Row, never>((db, p) =>
  db.insertInto('sportsOrders').values(Object.fromEntries(ORDER_COLUMNS.map((c) => [c, p(c)])) as never),
);
const insertLeg = prepareQuery<Schema, Row, never>((db, p) =>
  db.insertInto('sportsOrderLegs').values(Object.fromEntries(LEG_COLUMNS.map((c) => [c, p(c)])) as never),
);
const ordersOfRequest = prepareQuery<Schema, { userId: number; requestKey: string }, Selectable<OrdersTable>>((db, p) =>
  db
    .selectFrom('sportsOrders')
    .selectAll()
    .where('userId', '=', p('userId'))
    .where('requestKey', '=', p('requestKey'))
    .orderBy('requestIndex'),
);
/**
 * Orders and legs by id, CHUNK ids at a time. The list is always CHUNK long (a short one repeats its
 * last id), so each query compiles once and, on SQLite, runs straight on the connection: settlement
 * reads 100,000 orders this way, and Kysely's building and camelCasing per call cost more than SQLite's read.
 */
const idSlots = Array.from({ length: CHUNK }, (_, i) => `id${i}`);
const ordersById = prepareQuery<Schema, Row, Selectable<OrdersTable>>((db, p) =>
  db
    .selectFrom('sportsOrders')
    .selectAll()
    .where(
      'id',
      'in',
      idSlots.map((s) => p(s) as string),
    ),
);
const legsByOrderId = prepareQuery<Schema, Row, Selectable<OrderLegsTable>>((db, p) =>
  db
    .selectFrom('sportsOrderLegs')
    .selectAll()
    .where(
      'orderId',
      'in',
      idSlots.map((s) => p(s) as string),
    )
    .orderBy('legNo'),
);
function idParams(ids: readonly string[]): Row {
  const params: Row = {};
  for (let i = 0; i < CHUNK; i++) params[idSlots[i]!] = ids[Math.min(i, ids.length - 1)];
  return params;
}

/** Status moves, per number of statuses they may move from. */
const statusMoves = new Map<number, ReturnType<typeof prepareStatusMove>>();
function prepareStatusMove(fromCount: number) {
  return prepareQuery<Schema, Row, never>((db, p) =>
    db
      .updateTable('sportsOrders')
      .set({
        status: p('status'),
        updatedAt: p('at'),
        rejectReason: p('rejectReason'),
        rejectText: p('rejectText'),
        refundDue: p('refundDue'),
      } as never)
      .where('id', '=', p('id') as string)
      .where(
        'status',
        'in',
        Array.from({ length: fromCount }, (_, i) => p(`from${i}`) as number),
      ),
  );
}
function statusMove(fromCount: number) {
  let move = statusMoves.get(fromCount);
  if (!move) statusMoves.set(fromCount, (move = prepareStatusMove(fromCount)));
  return move;
}

/**
 * A selection's names as JSON, written once per frozen names object (selection.ts keeps one per
 * option for the feed's life): in four languages it is the largest value a bet stores.
 */
const namesJson = new WeakMap<NamesByLanguage, string>();
function namesAsJson(names: NamesByLanguage): string {
  let json = namesJson.get(names);
  if (json === undefined) {
    json = JSON.stringify(names);
    if (Object.isFrozen(names)) namesJson.set(names, json);
  }
  return json;
}

/** A leg's insert parameters: its row with the names as JSON. */
const legParams = (l: LegRow): Row => ({
  orderId: l.orderId,
  legNo: l.legNo,
  matchId: l.matchId,
  matchType: l.matchType,
  sportId: l.sportId,
  leagueId: l.leagueId,
  kickoff: l.kickoff,
  marketId: l.marketId,
  marketType: l.marketType,
  period: l.period,
  optionType: l.optionType,
  line: l.line,
  teamId: l.teamId,
  odds: l.odds,
  oddsFormat: l.oddsFormat,
  inPlay: l.inPlay,
  betScore: l.betScore,
  names: namesAsJson(l.names),
});

const toLeg = (r: Selectable<OrderLegsTable>): LegRow => {
  const names = parseJson<Partial<NamesByLanguage>>(r.names, {});
  const en = names.en ?? blankNames();
  // Legs stored before Thai was written carry en, zh and vi only: they read English in Thai.
  return { ...r, names: { en, zh: names.zh ?? en, vi: names.vi ?? en, th: names.th ?? en } };
};
const blankNames = () => ({ mn: '', ln: '', mgn: '', on: '', onm: '', te: [] });

/**
 * Orders and their legs in sports.db. Writes from concurrent requests share transactions
 * (`createBatchedTransactions`), so a burst of bets costs a few fsyncs, not one each.
 */
export function createOrderRepository(db: SportsDatabase) {
  // A SQLite commit blocks the loop for its fsync, so batches form only in this wait: 3 ms took about a quarter fewer commits than 1 ms (`bench/bets`).
  const batched = createBatchedTransactions(db, { maxWaitMs: 3 });

  async function rowsByIds(ids: readonly string[]): Promise<OrderRow[]> {
    const rows: OrderRow[] = [];
    for (const part of chunks(ids)) for (const row of (await ordersById(db, idParams(part))).rows) rows.push(row);
    return rows;
  }

  async function withLegs(orders: OrderRow[], q: SportsDatabase | Tx = db): Promise<StoredOrder[]> {
    if (orders.length === 0) return [];
    const legs: LegRow[] = [];
    for (const ids of chunks(orders.map((o) => o.id))) {
      for (const row of (await legsByOrderId(q as SportsDatabase, idParams(ids))).rows) legs.push(toLeg(row));
    }
    const byOrder = new Map<string, LegRow[]>();
    for (const leg of legs) {
      const of = byOrder.get(leg.orderId);
      if (of) of.push(leg);
      else byOrder.set(leg.orderId, [leg]);
    }
    return orders.map((o) => ({ ...o, legs: byOrder.get(o.id) ?? [] }));
  }

  return {
    batched,
    withLegs,

    /** Inserts new orders with their legs in one batched transaction; a taken request key fails the call. */
    insert(orders: readonly StoredOrder[]): Promise<void> {
      return batched.run(async (trx) => {
        for (const order of orders) {
          await insertOrder(trx, order);
          for (const l of order.legs) await insertLeg(trx, legParams(l));
        }
      });
    },

    /** Applies status moves whose order is still in one of `from`; answers the ids that moved. */
    changeStatus(changes: readonly StatusChange[]): Promise<string[]> {
      if (changes.length === 0) return Promise.resolve([]);
      return batched.run(async (trx) => {
        const moved: string[] = [];
        for (const c of changes) {
          const params: Row = {
            id: c.id,
            status: c.status,
            at: c.at,
            rejectReason: c.rejectReason ?? null,
            rejectText: c.rejectText ?? null,
            refundDue: c.refundDue ?? 0,
          };
          c.from.forEach((f, i) => (params[`from${i}`] = f));
          const res = await statusMove(c.from.length)(trx as Kysely<Schema>, params);
          if (Number(res.numAffectedRows ?? 0) > 0) moved.push(c.id);
        }
        return moved;
      });
    },

    clearRefund(id: string, at: number): Promise<void> {
      return batched.run(async (trx) => {
        await trx.updateTable('sportsOrders').set({ refundDue: 0, updatedAt: at }).where('id', '=', id).execute();
      });
    },

    async byRequest(userId: number, requestKey: string): Promise<StoredOrder[]> {
      return withLegs((await ordersOfRequest(db, { userId, requestKey })).rows);
    },

    /** The member's orders among `ids` (others' ids are simply not found). */
    async ofUser(userId: number, ids: readonly string[]): Promise<StoredOrder[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('sportsOrders')
        .selectAll()
        .where('userId', '=', userId)
        .where('id', 'in', [...ids])
        .execute();
      return withLegs(rows);
    },

    rowsByIds,

    async byIds(ids: readonly string[]): Promise<StoredOrder[]> {
      return withLegs(await rowsByIds(ids));
    },

    /** Orders in a status (recovery: stakes not yet debited, acceptance due, refunds due). */
    async inStatus(status: number): Promise<StoredOrder[]> {
      return withLegs(await db.selectFrom('sportsOrders').selectAll().where('status', '=', status).execute());
    },

    async refundsDue(): Promise<OrderRow[]> {
      return db.selectFrom('sportsOrders').selectAll().where('refundDue', '=', 1).execute();
    },

    /** Orders still open (created, confirming, accepted): what the risk book is rebuilt from at start. */
    async openOrders(): Promise<StoredOrder[]> {
      return withLegs(await db.selectFrom('sportsOrders').selectAll().where('status', 'in', [0, 1, 4]).execute());
    },

    close: () => batched.close(),
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

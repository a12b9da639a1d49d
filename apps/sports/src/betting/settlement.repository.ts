import { orderStatus } from '@matchday/contract';
import { prepareQuery } from '@matchday/database';
import { sql, type Kysely } from 'kysely';
import type { SportsDatabaseSchema } from '../db/schema.js';
import type { SportsDatabase } from '../db/database.js';
import { chunks, type OrderRepository } from './order.repository.js';

/** A leg whose match has a result newer than the one it was graded from. */
export interface LegToGrade {
  orderId: string;
  legNo: number;
  matchId: number;
  sportId: number;
  marketType: number;
  period: number;
  optionType: number;
  line: string | null;
  teamId: number | null;
  version: number;
}

export interface OutcomeUpdate {
  orderId: string;
  legNo: number;
  outcome: number;
  resultVersion: number;
  resultScore: string | null;
}

export interface Settlement {
  orderId: string;
  version: number;
  payout: number;
  reverses: number;
}

type Schema = SportsDatabaseSchema;
type Row = Record<string, unknown>;

// Run once per settled leg or order: compiled once (prepareQuery).
const writeOutcome = prepareQuery<Schema, Row, never>((db, p) =>
  db
    .updateTable('sportsOrderLegs')
    .set({ outcome: p('outcome'), resultVersion: p('resultVersion'), resultScore: p('resultScore') } as never)
    .where('orderId', '=', p('orderId') as string)
    .where('legNo', '=', p('legNo') as number),
);
const insertSettlement = prepareQuery<Schema, Row, never>((db, p) =>
  db
    .insertInto('sportsOrderSettlements')
    .values({
      orderId: p('orderId'),
      version: p('version'),
      payout: p('payout'),
      reverses: p('reverses'),
      createdAt: p('at'),
    } as never)
    .onConflict((oc) => oc.columns(['orderId', 'version']).doNothing()),
);
const settleOrder = prepareQuery<Schema, Row, never>((db, p) =>
  db
    .updateTable('sportsOrders')
    .set({
      status: orderStatus.settled,
      payout: p('payout'),
      settledVersion: p('version'),
      settledAt: p('at'),
      updatedAt: p('at'),
    } as never)
    .where('id', '=', p('orderId') as string)
    .where('settledVersion', '<', p('version') as number),
);

/** The settlement side of sports.db: which legs to grade, outcomes, settlement rows and their payment. */
export function createSettlementRepository(db: SportsDatabase, orders: OrderRepository) {
  return {
    /**
     * Legs of accepted or settled orders whose match has a newer result. In no set order, so SQLite
     * finds them from the results through the legs' (match, result version) index instead of
     * scanning every leg each round; an order settles in the round that grades its last leg.
     */
    async legsToGrade(limit: number): Promise<LegToGrade[]> {
      const rows = await db
        .selectFrom('sportsOrderLegs as l')
        .innerJoin('sportsOrders as o', 'o.id', 'l.orderId')
        .innerJoin(
          (eb) =>
            eb
              .selectFrom('sportsMatchResults')
              .select(['matchId', sql<number>`max(version)`.as('version')])
              .groupBy('matchId')
              .as('r'),
          (join) => join.onRef('r.matchId', '=', 'l.matchId'),
        )
        .select([
          'l.orderId',
          'l.legNo',
          'l.matchId',
          'l.sportId',
          'l.marketType',
          'l.period',
          'l.optionType',
          'l.line',
          'l.teamId',
          'r.version',
        ])
        .where('o.status', 'in', [orderStatus.accepted, orderStatus.settled])
        .whereRef('l.resultVersion', '<', 'r.version')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, matchId: Number(r.matchId), version: Number(r.version) }));
    },

    writeOutcomes(updates: readonly OutcomeUpdate[]): Promise<void> {
      return orders.batched.run(async (trx) => {
        for (const u of updates) await writeOutcome(trx as Kysely<Schema>, { ...u });
      });
    },

    /**
     * Records a settlement and moves the order to settled in one transaction; a version already
     * recorded (settlement run twice) changes nothing and answers false.
     */
    settle(s: Settlement, at: number): Promise<boolean> {
      return orders.batched.run(async (trx) => {
        const q = trx as Kysely<Schema>;
        const res = await insertSettlement(q, { ...s, at });
        if (Number(res.numAffectedRows ?? 0) === 0) return false;
        await settleOrder(q, { ...s, at });
        return true;
      });
    },

    async unpaid(limit: number): Promise<Settlement[]> {
      return db
        .selectFrom('sportsOrderSettlements')
        .select(['orderId', 'version', 'payout', 'reverses'])
        .where('paid', '=', 0)
        .limit(limit)
        .execute();
    },

    /**
     * Marks settlements paid (1), a few hundred per statement, or refused by the wallet (2: left to
     * the operator, never retried, since the payout's key answers its refusal).
     */
    markPaid(
      paid: readonly Pick<Settlement, 'orderId' | 'version'>[],
      how: 'paid' | 'refused' = 'paid',
    ): Promise<void> {
      if (paid.length === 0) return Promise.resolve();
      return orders.batched.run(async (trx) => {
        for (const part of chunks(paid, 250)) {
          await trx
            .updateTable('sportsOrderSettlements')
            .set({ paid: how === 'paid' ? 1 : 2 })
            .where((eb) =>
              eb.or(part.map((s) => eb.and([eb('orderId', '=', s.orderId), eb('version', '=', s.version)]))),
            )
            .execute();
        }
      });
    },
  };
}

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;

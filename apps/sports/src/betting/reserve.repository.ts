import { parseJson } from '@matchday/database';
import type { Selectable } from 'kysely';
import type { SportsDatabase } from '../db/database.js';
import type { ReservesTable } from '../db/schema.js';
import type { OrderRepository } from './order.repository.js';
import type { NamesByLanguage, PricedLeg } from './selection.js';

/** The selection a reservation waits on, as it was priced, with what its order and history need. */
export type ReservedLeg = Pick<
  PricedLeg,
  'matchId' | 'matchType' | 'sid' | 'leagueId' | 'kickoff' | 'marketId' | 'mty' | 'pe' | 'optionType'
> & {
  /** The option's line value (`li`), null when it has none. */
  line: string | null;
  names: NamesByLanguage;
};

export type ReserveRow = Omit<Selectable<ReservesTable>, 'leg'> & { leg: ReservedLeg };

const toRow = (r: Selectable<ReservesTable>): ReserveRow => ({
  ...r,
  leg: parseJson<ReservedLeg>(r.leg, null as never),
});

/** Reserve bets in sports.db. */
export function createReserveRepository(db: SportsDatabase, orders: OrderRepository) {
  return {
    insert(row: ReserveRow): Promise<void> {
      return orders.batched.run(async (trx) => {
        await trx
          .insertInto('sportsReserves')
          .values({ ...row, leg: JSON.stringify(row.leg) })
          .execute();
      });
    },

    /** Moves a reservation on only from one of `from`; false when it had already moved. */
    move(
      id: string,
      from: readonly number[],
      change: {
        status: number;
        failCode?: number | null;
        orderId?: string | null;
        unitStake?: number;
        targetOdds?: number;
      },
      at: number,
    ): Promise<boolean> {
      return orders.batched.run(async (trx) => {
        const res = await trx
          .updateTable('sportsReserves')
          .set({ ...change, updatedAt: at })
          .where('id', '=', id)
          .where('status', 'in', [...from])
          .executeTakeFirst();
        return Number(res.numUpdatedRows) > 0;
      });
    },

    async inStatus(statuses: readonly number[]): Promise<ReserveRow[]> {
      return (
        await db
          .selectFrom('sportsReserves')
          .selectAll()
          .where('status', 'in', [...statuses])
          .execute()
      ).map(toRow);
    },

    async ofUser(userId: number, ids: readonly string[]): Promise<ReserveRow[]> {
      if (ids.length === 0) return [];
      return (
        await db
          .selectFrom('sportsReserves')
          .selectAll()
          .where('userId', '=', userId)
          .where('id', 'in', [...ids])
          .execute()
      ).map(toRow);
    },

    async byRequest(userId: number, requestKey: string): Promise<ReserveRow | undefined> {
      const row = await db
        .selectFrom('sportsReserves')
        .selectAll()
        .where('userId', '=', userId)
        .where('requestKey', '=', requestKey)
        .executeTakeFirst();
      return row && toRow(row);
    },

    /** A member's reservations in these statuses, created within `range` when given, newest first. */
    async list(
      userId: number,
      statuses: readonly number[],
      range?: { from: number; to: number },
    ): Promise<ReserveRow[]> {
      let q = db
        .selectFrom('sportsReserves')
        .selectAll()
        .where('userId', '=', userId)
        .where('status', 'in', [...statuses]);
      if (range) q = q.where('createdAt', '>=', range.from).where('createdAt', '<=', range.to);
      return (await q.orderBy('createdAt', 'desc').limit(500).execute()).map(toRow);
    },

    async pendingCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('sportsReserves')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .where('status', 'in', [0, 4])
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type ReserveRepository = ReturnType<typeof createReserveRepository>;

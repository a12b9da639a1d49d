import { prepareQuery } from '@matchday/database';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { GamblingControlsTable, GamblingLimitsTable } from './responsible-gambling.tables.js';

export type LimitRow = Omit<GamblingLimitsTable, 'id'>;
export type ControlsRow = GamblingControlsTable;

/** Per transfer kind, what entered and left a member's wallet since a moment. */
export interface KindTotals {
  kind: string;
  credits: number;
  debits: number;
}

// Read on every stake once a member's cached settings are a second old: compiled once.
const limitsOf = prepareQuery<Database, { userId: number }, LimitRow>((db, p) =>
  db.selectFrom('gamblingLimits').selectAll().where('userId', '=', p('userId')),
);
const controlsOf = prepareQuery<Database, { userId: number }, ControlsRow>((db, p) =>
  db.selectFrom('gamblingControls').selectAll().where('userId', '=', p('userId')),
);

export function createGamblingControlsRepository(db: AppDatabase) {
  return {
    limits: async (userId: number): Promise<LimitRow[]> => (await limitsOf(db, { userId })).rows,

    controls: async (userId: number): Promise<ControlsRow | undefined> => (await controlsOf(db, { userId })).rows[0],

    async saveLimit(row: LimitRow): Promise<void> {
      await db
        .insertInto('gamblingLimits')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['userId', 'kind', 'period', 'currency']).doUpdateSet({
            amount: row.amount,
            pendingSet: row.pendingSet,
            pendingAmount: row.pendingAmount,
            pendingEffectiveAt: row.pendingEffectiveAt,
            updatedAt: row.updatedAt,
          }),
        )
        .execute();
    },

    async saveControls(row: ControlsRow): Promise<void> {
      await db
        .insertInto('gamblingControls')
        .values(row)
        .onConflict((oc) =>
          oc.column('userId').doUpdateSet({
            realityCheckMinutes: row.realityCheckMinutes,
            timeoutUntil: row.timeoutUntil,
            selfExcludedUntil: row.selfExcludedUntil,
            updatedAt: row.updatedAt,
          }),
        )
        .execute();
    },

    /** Credits and debits of a member wallet per transfer kind since `since` (epoch ms). */
    async totalsSince(userId: number, currency: string, since: number): Promise<KindTotals[]> {
      const { rows } = await sql<KindTotals>`
        select t.kind as kind,
               cast(coalesce(sum(case when e.amount > 0 then e.amount else 0 end), 0) as bigint) as credits,
               cast(coalesce(sum(case when e.amount < 0 then -e.amount else 0 end), 0) as bigint) as debits
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transfers t on t.id = e.transfer_id
        where a.owner_kind = 'member' and a.owner_id = ${userId} and a.name = '' and a.currency = ${currency} and e.created_at >= ${since}
        group by t.kind`.execute(db);
      return rows.map((r) => ({ kind: r.kind, credits: Number(r.credits), debits: Number(r.debits) }));
    },
  };
}
export type GamblingControlsRepository = ReturnType<typeof createGamblingControlsRepository>;

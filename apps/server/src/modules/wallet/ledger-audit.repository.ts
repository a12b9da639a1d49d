import { defaultLedgerLimits, ledgerLimits, type LedgerLimits } from '@matchday/contract';
import { sql, type RawBuilder } from 'kysely';
import { sqliteHandleOf, type AppDatabase } from '../../db/database.js';

/**
 * The reads `verifyLedger` compares, exact on a ledger however corrupted: every amount leaves the
 * database as text, and sums are taken in two halves (value / 2^32 and value % 2^32, each far inside
 * 64 bits whatever the row count) that are joined as a BigInt, so no sum can overflow (SQLite's
 * `sum` throws past 2^63) and no value is rounded (the PostgreSQL driver refuses past 2^53).
 */

const HALF = 4294967296n;
const split = sql.raw(String(HALF));

/** An exact sum read as its two halves. */
const joined = (hi: string, lo: string) => (BigInt(hi) * HALF + BigInt(lo)).toString();

export interface AuditedAccount {
  id: number;
  ownerKind: string;
  ownerId: number;
  name: string;
  currency: string;
  /** Exact, as the database holds it (a float on a corrupted SQLite ledger: `1.5e+19`). */
  balance: string;
}

const accountColumns = sql`a.id, a.owner_kind, a.owner_id, a.name, a.currency, cast(a.balance as text) as balance`;

/** One bound per currency as a SQL `case`, from the contract's table. */
function boundOf(pick: (l: LedgerLimits) => number): RawBuilder<unknown> {
  const whens = Object.entries(ledgerLimits).map(([c, l]) => sql`when ${c} then cast(${pick(l)} as bigint)`);
  return sql`(case a.currency ${sql.join(whens, sql` `)} else cast(${pick(defaultLedgerLimits)} as bigint) end)`;
}

export function createLedgerAuditRepository(db: AppDatabase) {
  // SQLite stores whatever a column is given (an overflowed sum turns into a float); PostgreSQL's int8 holds only integers.
  const sqlite = sqliteHandleOf(db) !== undefined;
  const integer = (column: string) => sql.raw(sqlite ? `typeof(${column}) = 'integer'` : 'true');
  const hi = (column: string) =>
    sql`coalesce(sum(case when ${integer(column)} then ${sql.raw(column)} / ${split} end), 0)`;
  const lo = (column: string) =>
    sql`coalesce(sum(case when ${integer(column)} then ${sql.raw(column)} % ${split} end), 0)`;

  return {
    async counts(): Promise<{ accounts: number; transfers: number; entries: number }> {
      const { rows } = await sql<{ accounts: number; transfers: number; entries: number }>`
        select (select count(*) from ledger_accounts) as accounts,
               (select count(*) from ledger_transfers) as transfers,
               (select count(*) from ledger_entries) as entries`.execute(db);
      return rows[0]!;
    },

    /** Per currency, the exact sum of its integer balances. */
    async currencyTotals(): Promise<{ currency: string; total: string }[]> {
      const { rows } = await sql<{ currency: string; hi: string; lo: string }>`
        select a.currency, cast(${hi('a.balance')} as text) as hi, cast(${lo('a.balance')} as text) as lo
        from ledger_accounts a group by a.currency order by a.currency`.execute(db);
      return rows.map((r) => ({ currency: r.currency, total: joined(r.hi, r.lo) }));
    },

    /** Accounts whose balance is not exactly the sum of their (integer) entries, or not an integer at all. */
    async accountsOffTheirEntries(): Promise<(AuditedAccount & { entriesTotal: string })[]> {
      // balance = bHi·2^32 + bLo and entries = eHi·2^32 + eLo are equal iff (bLo − eLo) is a multiple of 2^32 equal to (eHi − bHi)·2^32.
      const dLo = sql`(a.balance % ${split} - ${lo('e.amount')})`;
      const dHi = sql`(${hi('e.amount')} - a.balance / ${split})`;
      const { rows } = await sql<AuditedAccount & { entriesHi: string; entriesLo: string }>`
        select ${accountColumns}, cast(${hi('e.amount')} as text) as entries_hi, cast(${lo('e.amount')} as text) as entries_lo
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id, a.owner_kind, a.owner_id, a.name, a.currency, a.balance
        having not (${integer('a.balance')} and ${dLo} % ${split} = 0 and ${dHi} = ${dLo} / ${split})
        order by a.id`.execute(db);
      return rows.map(({ entriesHi, entriesLo, ...a }) => ({ ...a, entriesTotal: joined(entriesHi, entriesLo) }));
    },

    /** Balances that are not integers (SQLite only: what an overflowed update leaves). */
    accountsNotInteger: async () =>
      (
        await sql<AuditedAccount>`
        select ${accountColumns} from ledger_accounts a where not (${integer('a.balance')}) order by a.id`.execute(db)
      ).rows,

    /** Entries and transfers whose amounts are not integers (SQLite only). */
    movementsNotInteger: async () =>
      (
        await sql<{ what: 'entry' | 'transfer'; id: number; amount: string; balanceAfter: string | null }>`
        select 'entry' as what, e.id, cast(e.amount as text) as amount, cast(e.balance_after as text) as balance_after
        from ledger_entries e where not (${integer('e.amount')} and ${integer('e.balance_after')})
        union all
        select 'transfer' as what, t.id, cast(t.amount as text) as amount, null as balance_after
        from ledger_transfers t where not (${integer('t.amount')})
        order by what, id`.execute(db)
      ).rows,

    membersBelowZero: async () =>
      (
        await sql<AuditedAccount>`
        select ${accountColumns} from ledger_accounts a
        where a.owner_kind = 'member' and a.balance < 0 order by a.id`.execute(db)
      ).rows,

    /** Balances past what their account may hold (`ledgerLimitsOf`): over a member's cap, or a house's ± bound. */
    accountsPastTheirBound: async () =>
      (
        await sql<AuditedAccount & { bound: string }>`
        select ${accountColumns},
          cast(case when a.owner_kind = 'member' then ${boundOf((l) => l.maxMemberBalance)}
                    else ${boundOf((l) => l.maxHouseBalance)} end as text) as bound
        from ledger_accounts a
        where (a.owner_kind = 'member' and a.balance > ${boundOf((l) => l.maxMemberBalance)})
           or (a.owner_kind <> 'member' and (a.balance > ${boundOf((l) => l.maxHouseBalance)}
                                             or a.balance < -${boundOf((l) => l.maxHouseBalance)}))
        order by a.id`.execute(db)
      ).rows,

    /** Posted transfers without exactly their two matching entries, and rejected ones with any. */
    async malformedTransfers() {
      const { rows } = await sql<{
        id: number;
        idempotencyKey: string;
        status: string;
        entryCount: number;
        entriesHi: string;
        entriesLo: string;
      }>`
        select t.id, t.idempotency_key, t.status, count(e.id) as entry_count,
               cast(${hi('e.amount')} as text) as entries_hi, cast(${lo('e.amount')} as text) as entries_lo
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
        group by t.id, t.idempotency_key, t.status, t.debit_account_id, t.credit_account_id, t.amount
        having (t.status = 'posted' and (count(e.id) <> 2
                 or sum(case when e.account_id = t.debit_account_id and e.amount = -t.amount then 1 else 0 end) <> 1
                 or sum(case when e.account_id = t.credit_account_id and e.amount = t.amount then 1 else 0 end) <> 1))
            or (t.status <> 'posted' and count(e.id) <> 0)
        order by t.id`.execute(db);
      return rows.map(({ entriesHi, entriesLo, ...t }) => ({ ...t, entriesTotal: joined(entriesHi, entriesLo) }));
    },
  };
}

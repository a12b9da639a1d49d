import { sql, type Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('ledger_accounts'))
    .addColumn('owner_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('owner_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .addUniqueConstraint('ledger_accounts_owner_unique', ['owner_kind', 'owner_id', 'name', 'currency'])
    .addCheckConstraint('ledger_accounts_owner_kind', sql`owner_kind in ('member', 'house')`)
    // Last line of defence behind the conditional debit: a member never goes below zero.
    .addCheckConstraint('ledger_accounts_member_not_negative', sql`owner_kind = 'house' or balance >= 0`)
    .execute();

  await withId(db, db.schema.createTable('ledger_transfers'))
    .addColumn('idempotency_key', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('reference', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('debit_account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('credit_account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(32)')
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addCheckConstraint('ledger_transfers_amount_positive', sql`amount > 0`)
    .addCheckConstraint('ledger_transfers_status', sql`status in ('posted', 'rejected')`)
    .execute();

  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('transfer_id', 'bigint', (c) => c.notNull().references('ledger_transfers.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .execute();
  // No account_id index: it cost a third of the write throughput (docs/money.md); the query that needs it adds it.
  await db.schema.createIndex('ledger_entries_transfer_id').on('ledger_entries').column('transfer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('ledger_transfers').execute();
  await db.schema.dropTable('ledger_accounts').execute();
}

import { sql, type Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

/**
 * The casino's seamless wallet (issue 19): one row per (provider, transaction id) — a debit, a
 * credit, a rollback, or the mark a rollback of an unknown id leaves (`unknown`) — holding what
 * the call asked (its fingerprint) and its first answer, so a replay answers the same.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('game_wallet_transactions'))
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('round_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('game_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('original_transaction_id', 'varchar(64)')
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('rolled_back', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer_code', 'integer')
    .addColumn('answer_message', 'varchar(500)')
    .addColumn('balance', 'bigint')
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .addUniqueConstraint('game_wallet_transactions_id', ['provider', 'transaction_id'])
    .addCheckConstraint('game_wallet_transactions_kind', sql`kind in ('debit', 'credit', 'rollback', 'unknown')`)
    .addCheckConstraint('game_wallet_transactions_state', sql`state in ('pending', 'done')`)
    .addCheckConstraint('game_wallet_transactions_amount', sql`amount >= 0`)
    .execute();
  await db.schema
    .createIndex('game_wallet_transactions_round')
    .on('game_wallet_transactions')
    .columns(['provider', 'round_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('game_wallet_transactions').execute();
}

import { sql, type Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

/**
 * The games platform's tables: seed pairs (one active per member, by a partial unique index), rounds
 * (one per request key per member) and mines games in play (one per member).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('games_seed_pairs'))
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'bigint', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('last_round_at', epochMs)
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('revealed_at', epochMs)
    .execute();
  await db.schema
    .createIndex('games_seed_pairs_active')
    .on('games_seed_pairs')
    .column('member_id')
    .unique()
    .where(sql<boolean>`active = 1`)
    .execute();
  await db.schema.createIndex('games_seed_pairs_member').on('games_seed_pairs').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('games_rounds')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('game', 'varchar(32)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('request_key', 'varchar(64)')
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('win', 'bigint')
    .addColumn('multiplier', 'bigint')
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('seed_pair_id', 'bigint', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('pending', 'varchar(12)')
    .addColumn('debit_transaction_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('credit_transaction_id', 'varchar(64)')
    .addColumn('rollback_transaction_id', 'varchar(64)')
    .addColumn('refusal_code', 'integer')
    .addColumn('balance', 'bigint')
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('settled_at', epochMs)
    .execute();
  await db.schema
    .createIndex('games_rounds_request')
    .on('games_rounds')
    .columns(['member_id', 'request_key'])
    .unique()
    .execute();
  await db.schema.createIndex('games_rounds_member').on('games_rounds').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('games_rounds_pending').on('games_rounds').columns(['pending']).execute();
  await db.schema
    .createIndex('games_rounds_seed_nonce')
    .on('games_rounds')
    .columns(['seed_pair_id', 'nonce'])
    .unique()
    .execute();

  await db.schema
    .createTable('games_mines_boards')
    .addColumn('round_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().unique())
    .addColumn('mines', 'integer', (c) => c.notNull())
    .addColumn('revealed', 'text', (c) => c.notNull())
    .addColumn('safe_count', 'integer', (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('games_mines_boards').execute();
  await db.schema.dropTable('games_rounds').execute();
  await db.schema.dropTable('games_seed_pairs').execute();
}

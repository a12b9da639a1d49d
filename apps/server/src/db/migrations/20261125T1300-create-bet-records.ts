import { sql, type Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

export async function up(db: Kysely<any>): Promise<void> {
  // Every movement the bet wallet applied, once per wallet key: the bet records are derived from these.
  await withId(db, db.schema.createTable('bet_wallet_moves'))
    .addColumn('wallet_key', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('bet_state', 'varchar(16)')
    .addColumn('title', 'text')
    .addColumn('placed_at', epochMs)
    .addColumn('at', epochMs, (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addCheckConstraint('bet_wallet_moves_kind', sql`kind in ('stake', 'reversal', 'payout', 'refund', 'cashOut')`)
    .addCheckConstraint('bet_wallet_moves_amount', sql`amount >= 0`)
    .execute();
  await db.schema
    .createIndex('bet_wallet_moves_order')
    .on('bet_wallet_moves')
    .columns(['source', 'order_id'])
    .execute();

  // One row per bet and source, what the member's bet summary reads (`/api/game/bet/order/mybet/*`).
  await withId(db, db.schema.createTable('bet_records'))
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('placed_at', epochMs, (c) => c.notNull())
    .addColumn('settled_at', epochMs)
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .addUniqueConstraint('bet_records_source_order', ['source', 'order_id'])
    .addCheckConstraint('bet_records_state', sql`state in ('open', 'settled', 'rejected', 'cancelled')`)
    .execute();
  await db.schema.createIndex('bet_records_user').on('bet_records').columns(['user_id', 'placed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bet_records').execute();
  await db.schema.dropTable('bet_wallet_moves').execute();
}

import { sql, type Kysely } from 'kysely';
import { epochMs } from '@matchday/database';

/**
 * Reserved (automatic) cash-outs (§8 step 4): a target payout for part or all of an order's
 * remaining stake, taken by the platform once the live value reaches it. At most one pending or
 * being-taken (status 0 or 1) per order, held by a partial unique index (SQLite and PostgreSQL).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sports_reserved_cash_outs')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('request_key', 'varchar(64)')
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('target_payout', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('end_reason', 'integer')
    .addColumn('cash_out_id', 'varchar(24)')
    .addColumn('paid_payout', 'bigint')
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sports_reserved_cash_outs_open_order')
    .on('sports_reserved_cash_outs')
    .column('order_id')
    .unique()
    .where(sql<boolean>`status in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('sports_reserved_cash_outs_order')
    .on('sports_reserved_cash_outs')
    .columns(['order_id'])
    .execute();
  await db.schema
    .createIndex('sports_reserved_cash_outs_user')
    .on('sports_reserved_cash_outs')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('sports_reserved_cash_outs_status')
    .on('sports_reserved_cash_outs')
    .columns(['status'])
    .execute();
  await db.schema
    .createIndex('sports_reserved_cash_outs_request')
    .on('sports_reserved_cash_outs')
    .columns(['user_id', 'request_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sports_reserved_cash_outs').execute();
}

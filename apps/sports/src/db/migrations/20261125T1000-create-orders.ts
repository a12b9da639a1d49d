import type { Kysely } from 'kysely';
import { epochMs } from '@matchday/database';

/**
 * Betting (issue 6): orders and their legs, settlements, cash-outs and reserve bets. Money is
 * integer minor units; odds are European prices in thousandths (1.955 → 1955), exact as settled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sports_orders')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('request_key', 'varchar(64)')
    .addColumn('request_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('series_value', 'integer', (c) => c.notNull())
    .addColumn('sub_bets', 'integer', (c) => c.notNull())
    .addColumn('leg_count', 'integer', (c) => c.notNull())
    .addColumn('unit_stake', 'bigint', (c) => c.notNull())
    .addColumn('total_stake', 'bigint', (c) => c.notNull())
    .addColumn('max_return', 'bigint', (c) => c.notNull())
    .addColumn('odds_change', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reject_reason', 'integer')
    .addColumn('reject_text', 'varchar(500)')
    .addColumn('in_play', 'integer', (c) => c.notNull())
    .addColumn('accept_at', epochMs)
    .addColumn('refund_due', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payout', 'bigint')
    .addColumn('settled_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cashed_out_stake', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cashed_out_payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cash_out_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('from_reserve', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('related_id', 'varchar(64)')
    .addColumn('third_remark', 'varchar(64)')
    .addColumn('device_id', 'varchar(64)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .addColumn('settled_at', epochMs)
    .execute();
  await db.schema
    .createIndex('sports_orders_request')
    .on('sports_orders')
    .columns(['user_id', 'request_key', 'request_index'])
    .unique()
    .execute();
  await db.schema
    .createIndex('sports_orders_user_created')
    .on('sports_orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('sports_orders_status').on('sports_orders').columns(['status', 'accept_at']).execute();

  await db.schema
    .createTable('sports_order_legs')
    .addColumn('order_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('leg_no', 'integer', (c) => c.notNull())
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('match_type', 'integer', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('league_id', 'integer', (c) => c.notNull())
    .addColumn('kickoff', epochMs, (c) => c.notNull())
    .addColumn('market_id', 'bigint', (c) => c.notNull())
    .addColumn('market_type', 'integer', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('option_type', 'integer', (c) => c.notNull())
    .addColumn('line', 'varchar(16)')
    .addColumn('team_id', 'integer')
    .addColumn('odds', 'integer', (c) => c.notNull())
    .addColumn('odds_format', 'integer', (c) => c.notNull())
    .addColumn('in_play', 'integer', (c) => c.notNull())
    .addColumn('bet_score', 'varchar(32)')
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('outcome', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result_score', 'varchar(32)')
    .addPrimaryKeyConstraint('sports_order_legs_pk', ['order_id', 'leg_no'])
    .execute();
  await db.schema
    .createIndex('sports_order_legs_match')
    .on('sports_order_legs')
    .columns(['match_id', 'result_version'])
    .execute();

  await db.schema
    .createTable('sports_order_settlements')
    .addColumn('order_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    .addColumn('reverses', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addPrimaryKeyConstraint('sports_order_settlements_pk', ['order_id', 'version'])
    .execute();
  await db.schema
    .createIndex('sports_order_settlements_unpaid')
    .on('sports_order_settlements')
    .columns(['paid'])
    .execute();

  await db.schema
    .createTable('sports_cash_outs')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('request_key', 'varchar(64)')
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sports_cash_outs_order').on('sports_cash_outs').columns(['order_id']).execute();
  await db.schema
    .createIndex('sports_cash_outs_request')
    .on('sports_cash_outs')
    .columns(['user_id', 'request_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('sports_reserves')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('request_key', 'varchar(64)')
    .addColumn('unit_stake', 'bigint', (c) => c.notNull())
    .addColumn('target_odds', 'integer', (c) => c.notNull())
    .addColumn('odds_format', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('fail_code', 'integer')
    .addColumn('order_id', 'varchar(24)')
    .addColumn('leg', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('related_id', 'varchar(64)')
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sports_reserves_user').on('sports_reserves').columns(['user_id', 'status']).execute();
  await db.schema
    .createIndex('sports_reserves_request')
    .on('sports_reserves')
    .columns(['user_id', 'request_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'sports_reserves',
    'sports_cash_outs',
    'sports_order_settlements',
    'sports_order_legs',
    'sports_orders',
  ])
    await db.schema.dropTable(t).execute();
}

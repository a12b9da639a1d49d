import { sql, type Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

export async function up(db: Kysely<any>): Promise<void> {
  // Each time a stream is on air, from the publish that put it live to the unpublish or stop: statistics read minutes from these.
  await withId(db, db.schema.createTable('live_stream_sessions'))
    .addColumn('stream_id', 'bigint', (c) => c.notNull().references('live_streams.id'))
    .addColumn('presenter_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('started_at', epochMs, (c) => c.notNull())
    .addColumn('ended_at', epochMs)
    .execute();
  await db.schema
    .createIndex('live_stream_sessions_presenter')
    .on('live_stream_sessions')
    .columns(['presenter_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('live_stream_sessions_stream')
    .on('live_stream_sessions')
    .columns(['stream_id', 'ended_at'])
    .execute();

  // A member's entry fee for one stream: one row per (stream, member), claimed before its two ledger transfers.
  await withId(db, db.schema.createTable('live_room_fees'))
    .addColumn('stream_id', 'bigint', (c) => c.notNull().references('live_streams.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('presenter_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('request_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('anchor_share', 'bigint', (c) => c.notNull())
    .addColumn('debit_key', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('share_key', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .addUniqueConstraint('live_room_fees_stream_member', ['stream_id', 'member_id'])
    .addCheckConstraint('live_room_fees_status', sql`status in ('pending', 'posted', 'rejected')`)
    .addCheckConstraint('live_room_fees_share', sql`amount > 0 and anchor_share >= 0 and anchor_share <= amount`)
    .execute();
  await db.schema
    .createIndex('live_room_fees_presenter')
    .on('live_room_fees')
    .columns(['presenter_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('live_room_fees_pending')
    .on('live_room_fees')
    .columns(['status', 'updated_at'])
    .execute();

  // A bet an anchor recommended to a room; names as the platform gave them then, odds in ten-thousandths.
  await withId(db, db.schema.createTable('live_push_orders'))
    .addColumn('stream_id', 'bigint', (c) => c.notNull().references('live_streams.id'))
    .addColumn('presenter_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('market_id', 'bigint', (c) => c.notNull())
    .addColumn('option_type', 'integer', (c) => c.notNull())
    .addColumn('odds_e4', 'bigint', (c) => c.notNull())
    .addColumn('match_name', 'varchar(160)', (c) => c.notNull())
    .addColumn('market_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('option_name', 'varchar(160)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addCheckConstraint('live_push_orders_odds', sql`odds_e4 > 10000`)
    .execute();
  await db.schema
    .createIndex('live_push_orders_stream')
    .on('live_push_orders')
    .columns(['stream_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('live_push_orders_presenter')
    .on('live_push_orders')
    .columns(['presenter_id', 'created_at'])
    .execute();

  // What an anchor writes about themself; nickname and avatar stay on users.
  await db.schema
    .createTable('presenter_profiles')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('introduction', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('notice', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('presenter_profiles').execute();
  await db.schema.dropTable('live_push_orders').execute();
  await db.schema.dropTable('live_room_fees').execute();
  await db.schema.dropTable('live_stream_sessions').execute();
}

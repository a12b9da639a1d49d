import { sql, type Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

export async function up(db: Kysely<any>): Promise<void> {
  // The catalogue: names per language, the web's animation key, and the anchor's share in basis points.
  await withId(db, db.schema.createTable('live_gifts'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name_en', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_zh_cn', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_vi', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_th', 'varchar(40)', (c) => c.notNull())
    .addColumn('animation', 'varchar(32)', (c) => c.notNull())
    .addColumn('tier', 'integer', (c) => c.notNull())
    .addColumn('anchor_share_bp', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .addCheckConstraint('live_gifts_tier', sql`tier between 1 and 4`)
    .addCheckConstraint('live_gifts_share', sql`anchor_share_bp between 0 and 10000`)
    .execute();

  // A gift is sold only in the currencies it has a price for.
  await db.schema
    .createTable('live_gift_prices')
    .addColumn('gift_id', 'bigint', (c) => c.notNull().references('live_gifts.id'))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_gift_prices_pk', ['gift_id', 'currency'])
    .addCheckConstraint('live_gift_prices_positive', sql`price > 0`)
    .execute();

  // One row per send, claimed before any money moves; the amounts paid are read from its two ledger transfers.
  await withId(db, db.schema.createTable('live_gift_sends'))
    .addColumn('sender_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('request_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('presenter_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('stream_id', 'bigint', (c) => c.notNull().references('live_streams.id'))
    .addColumn('gift_id', 'bigint', (c) => c.notNull().references('live_gifts.id'))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('anchor_share', 'bigint', (c) => c.notNull())
    .addColumn('debit_key', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('share_key', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addUniqueConstraint('live_gift_sends_sender_key', ['sender_id', 'request_key'])
    .addCheckConstraint('live_gift_sends_status', sql`status in ('pending', 'posted', 'rejected')`)
    .addCheckConstraint('live_gift_sends_share', sql`amount > 0 and anchor_share >= 0 and anchor_share <= amount`)
    .execute();
  await db.schema
    .createIndex('live_gift_sends_presenter')
    .on('live_gift_sends')
    .columns(['presenter_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('live_gift_sends_stream')
    .on('live_gift_sends')
    .columns(['stream_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('live_gift_sends_pending')
    .on('live_gift_sends')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_gift_sends').execute();
  await db.schema.dropTable('live_gift_prices').execute();
  await db.schema.dropTable('live_gifts').execute();
}

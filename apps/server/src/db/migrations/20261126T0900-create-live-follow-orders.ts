import type { Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

export async function up(db: Kysely<any>): Promise<void> {
  // A viewer's own sports bet placed on an anchor's recommendation: one row per (member, bet).
  await withId(db, db.schema.createTable('live_follow_orders'))
    .addColumn('push_order_id', 'bigint', (c) => c.notNull().references('live_push_orders.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addUniqueConstraint('live_follow_orders_user_order', ['user_id', 'order_id'])
    .execute();
  await db.schema
    .createIndex('live_follow_orders_push_order')
    .on('live_follow_orders')
    .columns(['push_order_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('live_follow_orders_user')
    .on('live_follow_orders')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_follow_orders').execute();
}

import type { Kysely } from 'kysely';
import { epochMs } from '@matchday/database';

/**
 * Deposits given back at their provider (issue 17): one row per order, made before the provider is
 * asked, so a refund a crash or a network failure left unconfirmed is asked again by the sweep.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deposit_refunds')
    .addColumn('order_no', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('cause', 'varchar(16)', (c) => c.notNull())
    .addColumn('request_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(64)')
    .addColumn('admin_id', 'bigint')
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('provider_reason', 'varchar(200)')
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deposit_refunds_status')
    .on('deposit_refunds')
    .columns(['status', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deposit_refunds').execute();
}

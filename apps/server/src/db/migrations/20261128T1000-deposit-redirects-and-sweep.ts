import type { Kysely } from 'kysely';
import { isPostgres } from '@matchday/database';

/**
 * A real provider's redirect carries its signed request: VNPay's is ~700 characters, over the
 * 512 `pay_url` had (SQLite does not enforce a varchar's length; PostgreSQL does). And the
 * reconciliation sweep reads pending deposits by age every minute on every node: an index, not a scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db))
    await db.schema
      .alterTable('deposit_orders')
      .alterColumn('pay_url', (c) => c.setDataType('varchar(2048)'))
      .execute();
  await db.schema.createIndex('deposit_orders_status').on('deposit_orders').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deposit_orders_status').execute();
  if (isPostgres(db))
    await db.schema
      .alterTable('deposit_orders')
      .alterColumn('pay_url', (c) => c.setDataType('varchar(512)'))
      .execute();
}

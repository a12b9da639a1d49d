import type { Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('deposit_orders'))
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(64)')
    .addColumn('pay_url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('settled_at', epochMs)
    .addUniqueConstraint('deposit_orders_user_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('deposit_orders_user').on('deposit_orders').columns(['user_id', 'created_at']).execute();

  // The local sandbox provider's own records (a real provider keeps these on its side).
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('provider_ref', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('return_url', 'varchar(512)', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('holder', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(24)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('reviewer_id', 'bigint')
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('reviewed_at', epochMs)
    .addUniqueConstraint('withdrawals_user_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('withdraw_accounts')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('holder', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('gambling_limits'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    // A raise or removal waits 24 hours: pending_set = 1 with pending_amount (null = remove).
    .addColumn('pending_set', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_effective_at', epochMs)
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .addUniqueConstraint('gambling_limits_unique', ['user_id', 'kind', 'period', 'currency'])
    .execute();

  await db.schema
    .createTable('gambling_controls')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('reality_check_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('timeout_until', epochMs)
    .addColumn('self_excluded_until', epochMs)
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('admin_audit'))
    .addColumn('admin_id', 'bigint', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_user_id', 'bigint')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .execute();

  // Room bans and mutes (room 0 = every room; a room-0 ban is an account ban).
  await withId(db, db.schema.createTable('ban_logs'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('room_id', 'bigint', (c) => c.notNull())
    .addColumn('ban_type', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('expires_at', epochMs)
    .addColumn('lifted_at', epochMs)
    .execute();
  await db.schema.createIndex('ban_logs_user_room').on('ban_logs').columns(['user_id', 'room_id']).execute();
  await db.schema.createIndex('ban_logs_room').on('ban_logs').columns(['room_id', 'created_at']).execute();

  // Wallet history and limit windows read a member account's entries by time.
  await db.schema
    .createIndex('ledger_entries_account_time')
    .on('ledger_entries')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_account_time').execute();
  for (const t of [
    'ban_logs',
    'admin_audit',
    'gambling_controls',
    'gambling_limits',
    'withdraw_accounts',
    'withdrawals',
    'sandbox_payments',
    'deposit_orders',
  ])
    await db.schema.dropTable(t).execute();
}

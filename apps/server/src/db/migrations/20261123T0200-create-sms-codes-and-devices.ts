import type { Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('sms_codes'))
    .addColumn('phone_key', 'varchar(24)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('expires_at', epochMs, (c) => c.notNull())
    .addColumn('consumed_at', epochMs)
    .execute();
  await db.schema.createIndex('sms_codes_phone_key').on('sms_codes').columns(['phone_key', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'created_at']).execute();

  await withId(db, db.schema.createTable('member_devices'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('first_seen_at', epochMs, (c) => c.notNull())
    .addColumn('last_seen_at', epochMs, (c) => c.notNull())
    // Null while a new device waits for its SMS check (loginState 1).
    .addColumn('verified_at', epochMs)
    .addUniqueConstraint('member_devices_user_device', ['user_id', 'device_id'])
    .execute();

  // The invite and referral codes a member registered with (spec §3), for the invite programme.
  await db.schema.alterTable('users').addColumn('invite_code', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('refer_code', 'varchar(32)').execute();
  // One account per phone; NULLs (accounts without a phone) never collide.
  await db.schema.createIndex('users_mobile_unique').on('users').columns(['mobile_area', 'mobile']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_mobile_unique').execute();
  await db.schema.alterTable('users').dropColumn('refer_code').execute();
  await db.schema.alterTable('users').dropColumn('invite_code').execute();
  await db.schema.dropTable('member_devices').execute();
  await db.schema.dropTable('sms_codes').execute();
}

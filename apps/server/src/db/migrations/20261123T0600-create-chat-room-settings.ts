import { sql, type Kysely } from 'kysely';
import { epochMs } from '@matchday/database';

export async function up(db: Kysely<any>): Promise<void> {
  // A room's own chat rules; rooms without a row use the defaults (no slow mode, no shielded words).
  await db.schema
    .createTable('chat_room_settings')
    .addColumn('stream_id', 'bigint', (c) => c.primaryKey().references('live_streams.id'))
    .addColumn('slow_mode_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shielded_words', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .addCheckConstraint('chat_room_settings_slow_mode', sql`slow_mode_seconds between 0 and 300`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_room_settings').execute();
}

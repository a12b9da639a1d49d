import type { Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

export async function up(db: Kysely<any>): Promise<void> {
  // An anchor's stream: the public playback name is in every player URL; the key stays with its anchor.
  await withId(db, db.schema.createTable('live_streams'))
    .addColumn('presenter_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('cover_tag_id', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('sport_id', 'integer')
    .addColumn('match_id', 'bigint')
    .addColumn('fb_id', 'bigint')
    .addColumn('fee_amount', 'bigint')
    .addColumn('playback_name', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('stream_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('peak_viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_at', epochMs)
    .addColumn('started_at', epochMs)
    .addColumn('ended_at', epochMs)
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_streams_status').on('live_streams').columns(['status', 'scheduled_at']).execute();
  await db.schema
    .createIndex('live_streams_presenter')
    .on('live_streams')
    .columns(['presenter_id', 'created_at'])
    .execute();
  await db.schema.createIndex('live_streams_fb').on('live_streams').column('fb_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_streams').execute();
}

import type { Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

/** Every table is prefixed `sports_` so the platform can share a PostgreSQL database with the app server. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('sports_bulletins'))
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('sport_id', 'integer')
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', epochMs, (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sports_bulletins_published_at').on('sports_bulletins').column('published_at').execute();

  await withId(db, db.schema.createTable('sports_match_results'))
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('league_id', 'integer', (c) => c.notNull())
    .addColumn('kickoff', epochMs, (c) => c.notNull())
    .addColumn('scores', 'text', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('recorded_at', epochMs, (c) => c.notNull())
    .addUniqueConstraint('sports_match_results_match_version', ['match_id', 'version'])
    .execute();
  await db.schema.createIndex('sports_match_results_kickoff').on('sports_match_results').column('kickoff').execute();

  await db.schema
    .createTable('sports_merchant')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('enabled_sports', 'text', (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sports_merchant').execute();
  await db.schema.dropTable('sports_match_results').execute();
  await db.schema.dropTable('sports_bulletins').execute();
}

import type { Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('site_maintenance'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('start_time', epochMs, (c) => c.notNull())
    .addColumn('end_time', epochMs, (c) => c.notNull())
    .addColumn('game_order', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('bulletins'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', epochMs, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulletins').execute();
  await db.schema.dropTable('site_maintenance').execute();
}

import type { Kysely } from 'kysely';
import { epochMs, withId } from '@matchday/database';

const LANGUAGES = ['en', 'zh-cn', 'vi', 'th'];
const everyLanguage = (text: string) => JSON.stringify(Object.fromEntries(LANGUAGES.map((l) => [l, text])));

/**
 * Maintenance windows a super admin creates, edits and ends (site, sports; lobby and game later
 * with `target_id`), with a title and content per language; the menu order moves to `site_settings`
 * so a new window no longer resets it. Old notices are carried over, then `site_maintenance` goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('maintenance_windows'))
    .addColumn('scope', 'varchar(8)', (c) => c.notNull())
    .addColumn('target_id', 'bigint')
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('contents', 'text', (c) => c.notNull())
    .addColumn('start_time', epochMs, (c) => c.notNull())
    .addColumn('end_time', epochMs, (c) => c.notNull())
    .addColumn('ended_at', epochMs)
    .addColumn('announce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'bigint')
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('maintenance_windows_scope_end')
    .on('maintenance_windows')
    .columns(['scope', 'end_time'])
    .execute();
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', epochMs, (c) => c.notNull())
    .execute();

  // Rows read and written camelCased (the database's CamelCasePlugin), like the app's queries.
  const old = await db.selectFrom('site_maintenance').selectAll().orderBy('id', 'asc').execute();
  for (const r of old) {
    const points = JSON.parse(String(r.points ?? '[]')) as number[];
    await db
      .insertInto('maintenance_windows')
      .values({
        scope: points.includes(0) ? 'site' : 'sports',
        titles: everyLanguage(String(r.title)),
        contents: everyLanguage(String(r.content)),
        startTime: r.startTime,
        endTime: r.endTime,
        // An old notice with status 0 was switched off: it stays ended.
        endedAt: Number(r.status) === 1 ? null : r.updatedAt,
        updatedAt: r.updatedAt,
      })
      .execute();
  }
  const newest = old.at(-1);
  if (newest && String(newest.gameOrder) !== '[]')
    await db
      .insertInto('site_settings')
      .values({ key: 'gameOrder', value: newest.gameOrder, updatedAt: newest.updatedAt })
      .execute();
  await db.schema.dropTable('site_maintenance').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
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
  await db.schema.dropTable('site_settings').execute();
  await db.schema.dropTable('maintenance_windows').execute();
}

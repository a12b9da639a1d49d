import type { Kysely } from 'kysely';
import { epochMs } from '@matchday/database';

/**
 * Sessions end after a while unused (issue 17 #9): each remembers when it was last used. A session
 * opened before this migration counts as last used when it was opened, so one left idle is over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', epochMs, (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('sessions')
    .set((eb) => ({ last_seen_at: eb.ref('created_at') }))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}

import type { Kysely } from 'kysely';

/**
 * A member's stake names the operator's session it was placed in (issue 17 #5): orders keep it for
 * their debit (retried after a crash too), reserve bets for the order they place later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sports_orders').addColumn('session', 'varchar(64)').execute();
  await db.schema.alterTable('sports_reserves').addColumn('session', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sports_reserves').dropColumn('session').execute();
  await db.schema.alterTable('sports_orders').dropColumn('session').execute();
}

import type { Kysely } from 'kysely';

/** An outright's result is its champion, not a score: stored beside the scores of the same results table. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sports_match_results').addColumn('winner_team_id', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sports_match_results').dropColumn('winner_team_id').execute();
}

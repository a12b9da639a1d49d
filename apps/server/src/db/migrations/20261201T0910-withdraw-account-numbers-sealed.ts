import { sql, type Kysely } from 'kysely';
import { isPostgres } from '@matchday/database';

const TABLES = ['withdraw_accounts', 'withdrawals'] as const;

/**
 * Bank account numbers are stored encrypted (issue 17 #9; payments `sealed-text.ts`): a sealed number
 * is ~80 characters, over the 24 `account_number` had (PostgreSQL enforces it), and answers show
 * seven stars and the last 4 digits, so those are kept beside it in `account_last4`, filled here from
 * the plain numbers stored before. Migrations hold no key: the payments module seals those plain
 * numbers at its next start (and again under a new DATA_KEY).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    if (isPostgres(db))
      await db.schema
        .alterTable(table)
        .alterColumn('account_number', (c) => c.setDataType('varchar(255)'))
        .execute();
    await db.schema
      .alterTable(table)
      .addColumn('account_last4', 'varchar(4)', (c) => c.notNull().defaultTo(''))
      .execute();
    const last4 = isPostgres(db) ? sql`right(account_number, 4)` : sql`substr(account_number, -4)`;
    await sql`update ${sql.table(table)} set account_last4 = ${last4}`.execute(db);
  }
}

/** Back to 24 characters: only possible once no sealed number is left (the payments module cannot unseal them here). */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('account_last4').execute();
    if (isPostgres(db))
      await db.schema
        .alterTable(table)
        .alterColumn('account_number', (c) => c.setDataType('varchar(24)'))
        .execute();
  }
}

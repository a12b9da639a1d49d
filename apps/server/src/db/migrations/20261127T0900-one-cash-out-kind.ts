import { sql, type Kysely, type RawBuilder } from 'kysely';
import { epochMs, isPostgres, withId } from '@matchday/database';

/**
 * A cash-out is spelled as the ledger spells its kinds, one lowercase word: `cashout`. The bet
 * wallet's moves wrote `cashOut` (and their check allowed only that), so their rows and check
 * change; a ledger transfer spelled any other way is rewritten too. Values are written out here,
 * not imported: a migration must build the same schema whatever the code says later.
 */
const CHECK_NEW = sql`kind in ('stake', 'reversal', 'payout', 'refund', 'cashout')`;
const CHECK_OLD = sql`kind in ('stake', 'reversal', 'payout', 'refund', 'cashOut')`;

export async function up(db: Kysely<any>): Promise<void> {
  await respellMoves(db, 'cashOut', 'cashout', CHECK_NEW);
  await sql`update ledger_transfers set kind = 'cashout' where kind in ('cashOut', 'cash_out', 'cash-out')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The ledger always wrote `cashout`: only the bet wallet's moves go back.
  await respellMoves(db, 'cashout', 'cashOut', CHECK_OLD);
}

async function respellMoves(db: Kysely<any>, from: string, to: string, check: RawBuilder<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // PostgreSQL runs each migration in a transaction and alters a check in place.
    await db.schema.alterTable('bet_wallet_moves').dropConstraint('bet_wallet_moves_kind').execute();
    await sql`update bet_wallet_moves set kind = ${to} where kind = ${from}`.execute(db);
    await db.schema.alterTable('bet_wallet_moves').addCheckConstraint('bet_wallet_moves_kind', check).execute();
    return;
  }
  // SQLite cannot alter a check: the table is rebuilt (same columns, ids and index), in one transaction
  // of its own since Kysely runs SQLite migrations outside one.
  await sql`begin immediate`.execute(db);
  try {
    await withId(db, db.schema.createTable('bet_wallet_moves_next'))
      .addColumn('wallet_key', 'varchar(128)', (c) => c.notNull().unique())
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      .addColumn('order_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('currency', 'varchar(8)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('bet_state', 'varchar(16)')
      .addColumn('title', 'text')
      .addColumn('placed_at', epochMs)
      .addColumn('at', epochMs, (c) => c.notNull())
      .addColumn('created_at', epochMs, (c) => c.notNull())
      .addCheckConstraint('bet_wallet_moves_kind', check)
      .addCheckConstraint('bet_wallet_moves_amount', sql`amount >= 0`)
      .execute();
    await sql`insert into bet_wallet_moves_next
      (id, wallet_key, source, order_id, user_id, currency, kind, amount, bet_state, title, placed_at, at, created_at)
      select id, wallet_key, source, order_id, user_id, currency,
        case when kind = ${from} then ${to} else kind end,
        amount, bet_state, title, placed_at, at, created_at
      from bet_wallet_moves`.execute(db);
    await db.schema.dropTable('bet_wallet_moves').execute();
    await db.schema.alterTable('bet_wallet_moves_next').renameTo('bet_wallet_moves').execute();
    await db.schema
      .createIndex('bet_wallet_moves_order')
      .on('bet_wallet_moves')
      .columns(['source', 'order_id'])
      .execute();
    await sql`commit`.execute(db);
  } catch (err) {
    await sql`rollback`.execute(db);
    throw err;
  }
}

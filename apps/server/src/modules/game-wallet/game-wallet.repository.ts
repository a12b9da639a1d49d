import { createBatchedTransactions } from '@matchday/database';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { GameWalletTransactionsTable } from './game-wallet.tables.js';

export type NewGameWalletRow = Insertable<GameWalletTransactionsTable>;
export type GameWalletRow = Selectable<GameWalletTransactionsTable>;

/** What a call's first answer stores. */
export interface AnswerToStore {
  code: number;
  message: string;
  balance: number | null;
  /** A rollback stores what it refunded (0: nothing). */
  amount?: number;
}

/**
 * The only Kysely importer for `game_wallet_transactions`. Writes are group-committed (one
 * transaction, one fsync, for up to 512 concurrent calls' claims and answers; a failed batch reruns
 * each write alone), and each resolves once committed, which the rollback rules rely on.
 */
export function createGameWalletRepository(db: AppDatabase, now: () => number = Date.now) {
  const batches = createBatchedTransactions(db, { maxBatch: 512 });
  const write = <T>(work: (trx: Kysely<Database>) => Promise<T>) => batches.run((trx) => work(trx));

  const row = (provider: string, transactionId: string) =>
    db
      .selectFrom('gameWalletTransactions')
      .selectAll()
      .where('provider', '=', provider)
      .where('transactionId', '=', transactionId)
      .executeTakeFirst();

  const finishWhere = (id: number, answer: AnswerToStore, unlessRolledBack: boolean) =>
    write((trx) => {
      let q = trx
        .updateTable('gameWalletTransactions')
        .set({
          state: 'done',
          answerCode: answer.code,
          answerMessage: answer.message,
          balance: answer.balance,
          ...(answer.amount !== undefined ? { amount: answer.amount } : {}),
          updatedAt: now(),
        })
        .where('id', '=', id)
        .where('state', '=', 'pending');
      if (unlessRolledBack) q = q.where('rolledBack', '=', 0);
      return q.returningAll().executeTakeFirst();
    });

  return {
    find: row,

    /** Claims a transaction id: its new row, or undefined when the id was there already. */
    claim: (values: NewGameWalletRow) =>
      write((trx) =>
        trx
          .insertInto('gameWalletTransactions')
          .values(values)
          .onConflict((oc) => oc.columns(['provider', 'transactionId']).doNothing())
          .returningAll()
          .executeTakeFirst(),
      ),

    /** Who a round belongs to: the player and currency of any move of it, if it has one. */
    roundOwner: (provider: string, roundId: string) =>
      db
        .selectFrom('gameWalletTransactions')
        .select(['userId', 'currency'])
        .where('provider', '=', provider)
        .where('roundId', '=', roundId)
        .limit(1)
        .executeTakeFirst(),

    /** Stores a pending call's first answer: the row as stored, or undefined when another attempt stored one first. */
    finish: (id: number, answer: AnswerToStore) => finishWhere(id, answer, false),

    /** The same for a debit that posted, unless a rollback has marked it meanwhile (then undefined: it is refunded). */
    finishUnlessRolledBack: (id: number, answer: AnswerToStore) => finishWhere(id, answer, true),

    /** Marks a debit rolled back: committed before the rollback looks at the ledger (see the service). */
    markRolledBack: (id: number) =>
      write(async (trx) => {
        await trx
          .updateTable('gameWalletTransactions')
          .set({ rolledBack: 1, updatedAt: now() })
          .where('id', '=', id)
          .execute();
      }),

    /** A round's moves in arrival order (operators' reconciliation, tests). */
    roundMoves: (provider: string, roundId: string) =>
      db
        .selectFrom('gameWalletTransactions')
        .select(['transactionId', 'kind', 'amount', 'state', 'rolledBack', 'answerCode'])
        .where('provider', '=', provider)
        .where('roundId', '=', roundId)
        .orderBy('id')
        .execute(),

    /** Writes what is queued, then refuses new writes. */
    close: () => batches.close(),
  };
}
export type GameWalletRepository = ReturnType<typeof createGameWalletRepository>;

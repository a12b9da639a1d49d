import type { Generated } from 'kysely';

/** One game wallet call per (provider, transaction id), with its first answer (migration 20261204T0900). */
export interface GameWalletTransactionsTable {
  id: Generated<number>;
  provider: string;
  transactionId: string;
  /** debit, credit, rollback; `unknown` is the mark a rollback leaves on an id it has not seen. */
  kind: string;
  roundId: string;
  gameId: string;
  userId: number;
  currency: string;
  /** Minor units asked (a rollback's and a mark's: 0). */
  amount: number;
  /** A rollback's target debit. */
  originalTransactionId: string | null;
  /** sha256 of what the call asked (`fingerprintOf`): the same id with another fingerprint is refused. */
  fingerprint: string;
  /** `pending` until the call's first answer is stored, then `done`. */
  state: string;
  /** 1 once a rollback named this debit (before or after it arrived). */
  rolledBack: Generated<number>;
  answerCode: number | null;
  answerMessage: string | null;
  /** The balance the first answer carried; null when it carried none. */
  balance: number | null;
  createdAt: number;
  updatedAt: number;
}

/** The game wallet's part of the app's `Database` (db/schema.ts). */
export interface GameWalletTables {
  gameWalletTransactions: GameWalletTransactionsTable;
}

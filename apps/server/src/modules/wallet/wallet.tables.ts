import type { Generated } from 'kysely';

/** A member's wallet in one currency, or a house account (the counter-side, may go negative). */
export interface LedgerAccountsTable {
  id: Generated<number>;
  ownerKind: 'member' | 'house';
  /** The user id; 0 for house accounts. */
  ownerId: number;
  /** The house account's name ('cash', 'bets', ...); '' for members. */
  name: string;
  currency: string;
  /** Integer minor units. */
  balance: number;
  updatedAt: number;
}

/** One movement (or its refusal), unique by idempotency key. */
export interface LedgerTransfersTable {
  id: Generated<number>;
  idempotencyKey: string;
  kind: string;
  reference: string;
  debitAccountId: number;
  creditAccountId: number;
  /** Integer minor units, > 0. */
  amount: number;
  currency: string;
  status: 'posted' | 'rejected';
  rejectReason: string | null;
  createdAt: number;
}

/** Append-only: two per posted transfer, −amount on the debit account and +amount on the credit account. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transferId: number;
  accountId: number;
  amount: number;
  balanceAfter: number;
  createdAt: number;
}

/** The double-entry ledger: this module's part of the app's `Database` (db/schema.ts). */
export interface WalletTables {
  ledgerAccounts: LedgerAccountsTable;
  ledgerTransfers: LedgerTransfersTable;
  ledgerEntries: LedgerEntriesTable;
}

import type { Generated } from 'kysely';

/** A movement the bet wallet applied (modules/bet-wallet), once per wallet key; bet records are derived from these. */
export interface BetWalletMovesTable {
  id: Generated<number>;
  walletKey: string;
  source: string;
  orderId: string;
  userId: number;
  currency: string;
  /** The contract's `betWalletDebitKinds` (stake, reversal) and `betWalletCreditKinds` (payout, refund, cashout). */
  kind: string;
  /** Minor units; 0 only for a losing settlement, which moves nothing. */
  amount: number;
  /** The bet's state a credit reported; null on debits. */
  betState: string | null;
  /** The stake's title and placing time; null on other moves. */
  title: string | null;
  placedAt: number | null;
  at: number;
  createdAt: number;
}

/** One bet of a member per (source, orderId), as the bet summary shows it. */
export interface BetRecordsTable {
  id: Generated<number>;
  source: string;
  orderId: string;
  userId: number;
  currency: string;
  title: string;
  /** Minor units taken as stakes. */
  stake: number;
  /** Minor units given back (payouts, refunds, cash-outs less reversals); null while nothing came back. */
  payout: number | null;
  /** open, settled, rejected, cancelled. */
  state: string;
  placedAt: number;
  settledAt: number | null;
  updatedAt: number;
}

/** The seamless wallet's moves and the bet records derived from them: this module's part of the app's `Database` (db/schema.ts). */
export interface SportsPlatformTables {
  betWalletMoves: BetWalletMovesTable;
  betRecords: BetRecordsTable;
}

import type { TransferKind } from '@matchday/contract';

/** Who a transfer moves money from or to: a member's wallet, or a named house account. */
export type Party = { member: number } | { house: string };

export interface TransferRequest {
  /** Unique per intended movement: replaying it returns the first outcome and moves nothing. */
  idempotencyKey: string;
  kind: TransferKind;
  /** What the movement is for (bet slip, gift, round...), free text up to 128 characters. */
  reference: string;
  from: Party;
  to: Party;
  /** Integer minor units (1/100 of the currency unit), > 0. */
  amount: number;
  /** ISO code such as VND, CNY, USD. */
  currency: string;
  /**
   * A write that must commit with the transfer (SQLite only, see `WalletService.writesAlongside`):
   * run synchronously in the ledger's transaction once the transfer is posted (or replayed as
   * posted); if it throws, the transfer fails with it and nothing of either is kept.
   */
  alongside?: () => void;
}

/** A member wallet's balance right after the transfer (minor units). */
export interface MemberBalance {
  userId: number;
  currency: string;
  balance: number;
}

export interface TransferOutcome {
  status: 'posted' | 'rejected';
  transferId: number;
  reason?: 'insufficientFunds';
  /** The member wallets the transfer touched; for a rejection, their balances as they are now. */
  balances: MemberBalance[];
  /** The key had moved before: this is its first outcome, with the balances it left back then. */
  replayed?: true;
}

/** A money movement keyed for replay, as the sports platform and games ask for it. */
export interface WalletMove {
  idempotencyKey: string;
  userId: number;
  amount: number;
  currency: string;
  reference: string;
}

/**
 * What the sports platform and the games call. Every call is idempotent by its key: a retry after
 * a timeout returns the first outcome; the same key with other parameters fails with idempotencyConflict.
 */
export interface WalletPort {
  /** Member → house 'bets'; rejected with insufficientFunds when the wallet cannot cover it. */
  debitStake(move: WalletMove): Promise<TransferOutcome>;
  /** House 'payouts' → member. */
  creditPayout(move: WalletMove): Promise<TransferOutcome>;
  balance(userId: number, currency: string): Promise<number>;
}

import type { Settled } from '@matchday/database';
import type { PreparedTransfer, StoredTransfer } from './transfer-request.js';

/** A member wallet's balance right after the transfer (minor units). */
export interface MemberBalance {
  userId: number;
  currency: string;
  balance: number;
}

/** Why a transfer was refused and recorded: a member debit past the balance, or a balance past its bound. */
export type RejectReason = 'insufficientFunds' | 'balanceLimitExceeded';

export interface TransferOutcome {
  status: 'posted' | 'rejected';
  transferId: number;
  reason?: RejectReason;
  /** The member wallets the transfer touched; for a rejection, their balances as they are now. */
  balances: MemberBalance[];
  /** The key had moved before: this is its first outcome, with the balances it left back then. */
  replayed?: true;
}

export interface LedgerBatchResult {
  /** One per item, in order. */
  results: Settled<TransferOutcome>[];
  /** Member balances changed by this batch, in commit order (what the realtime push announces). */
  moved: MemberBalance[];
}

/** Where batches are written: better-sqlite3 directly, or Kysely on PostgreSQL. */
export interface Ledger {
  post(items: PreparedTransfer[]): LedgerBatchResult | Promise<LedgerBatchResult>;
}

/** The member sides of a transfer with their balances, debit side first. */
export function balancesOf(t: PreparedTransfer, debitBalance: number, creditBalance: number): MemberBalance[] {
  const out: MemberBalance[] = [];
  if (t.debit.ownerKind === 'member')
    out.push({ userId: t.debit.ownerId, currency: t.currency, balance: debitBalance });
  if (t.credit.ownerKind === 'member')
    out.push({ userId: t.credit.ownerId, currency: t.currency, balance: creditBalance });
  return out;
}

export function rejectedOutcome(transferId: number, reason: RejectReason, balances: MemberBalance[]): TransferOutcome {
  return { status: 'rejected', transferId, reason, balances };
}

/**
 * Why a transfer that did not post was refused, from the balances it met (read in its transaction):
 * a debit below its floor is a member's `insufficientFunds` or a house past its bound; else the credit was over its cap.
 */
export function refusalOf(t: PreparedTransfer, debitBalance: number): RejectReason {
  return debitBalance < t.debitFloor && t.debit.ownerKind === 'member' ? 'insufficientFunds' : 'balanceLimitExceeded';
}

/** The first outcome of a key, rebuilt from what it stored. */
export function storedOutcome(stored: StoredTransfer, balances: MemberBalance[]): TransferOutcome {
  const reason: RejectReason =
    stored.rejectReason === 'balanceLimitExceeded' ? 'balanceLimitExceeded' : 'insufficientFunds';
  return {
    ...(stored.status === 'posted'
      ? { status: 'posted', transferId: stored.id, balances }
      : rejectedOutcome(stored.id, reason, balances)),
    replayed: true,
  };
}

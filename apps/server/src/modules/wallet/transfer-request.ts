import { ledgerLimitsOf, transferKinds, type TransferKind } from '@matchday/contract';
import type { Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { LedgerTransfersTable } from './wallet.tables.js';

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
  /** Integer minor units (1/100 of the currency unit), > 0 and at most the currency's `maxTransfer`. */
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

/** One ledger account, named by owner and currency; `key` is its cache key. */
export interface AccountRef {
  ownerKind: 'member' | 'house';
  ownerId: number;
  name: string;
  currency: string;
  key: string;
}

/** A checked transfer request, ready for the ledger. */
export interface PreparedTransfer {
  idempotencyKey: string;
  kind: string;
  reference: string;
  amount: number;
  currency: string;
  debit: AccountRef;
  credit: AccountRef;
  /** The debit posts only if the account's balance is at least this: the amount (a member) or amount − the house bound. */
  debitFloor: number;
  /** The credit posts only if the account's balance is at most this: its cap (member or house) − the amount. */
  creditCeiling: number;
  alongside?: (() => void) | undefined;
}

const kinds = new Set<string>(transferKinds);
const HOUSE_NAME = /^[a-z][a-z0-9_-]{0,31}$/;
const CURRENCY = /^[A-Z]{3}$/;

const invalid = (what: string): never => {
  throw new AppError('validationFailed', { text: `transfer: ${what}` });
};

export function accountRef(party: Party, currency: string): AccountRef {
  if ('member' in party) {
    if (!Number.isSafeInteger(party.member) || party.member <= 0) invalid('member must be a positive user id');
    return { ownerKind: 'member', ownerId: party.member, name: '', currency, key: `m:${party.member}:${currency}` };
  }
  if (!HOUSE_NAME.test(party.house)) invalid('house account name must be lower-case letters, digits, - or _');
  return { ownerKind: 'house', ownerId: 0, name: party.house, currency, key: `h:${party.house}:${currency}` };
}

/** Checks a request before it is queued, so a bad one never reaches (or fails) a batch. */
export function prepareTransfer(req: TransferRequest): PreparedTransfer {
  const { idempotencyKey, kind, reference, amount, currency } = req;
  if (typeof idempotencyKey !== 'string' || idempotencyKey.length < 1 || idempotencyKey.length > 128)
    invalid('idempotencyKey must be 1 to 128 characters');
  if (!kinds.has(kind)) invalid(`unknown kind "${String(kind)}"`);
  if (typeof reference !== 'string' || reference.length > 128) invalid('reference must be at most 128 characters');
  if (!Number.isSafeInteger(amount) || amount <= 0) invalid('amount must be a positive whole number of minor units');
  if (typeof currency !== 'string' || !CURRENCY.test(currency))
    invalid('currency must be a 3-letter upper-case ISO code');
  const limits = ledgerLimitsOf(currency);
  if (amount > limits.maxTransfer) invalid(`amount must be at most ${limits.maxTransfer} minor units of ${currency}`);
  const debit = accountRef(req.from, currency);
  const credit = accountRef(req.to, currency);
  if (debit.key === credit.key) invalid('from and to must be different accounts');
  // Bounds as plain integers, so each engine checks them inside its own update (docs/money.md "Limits").
  const debitFloor = debit.ownerKind === 'member' ? amount : amount - limits.maxHouseBalance;
  const creditCeiling = (credit.ownerKind === 'member' ? limits.maxMemberBalance : limits.maxHouseBalance) - amount;
  return {
    idempotencyKey,
    kind,
    reference,
    amount,
    currency,
    debit,
    credit,
    debitFloor,
    creditCeiling,
    alongside: req.alongside,
  };
}

/** The stored row of an earlier transfer with the same key, as the replay check needs it. */
export type StoredTransfer = Omit<Selectable<LedgerTransfersTable>, 'idempotencyKey' | 'createdAt'>;

/** Same key, same movement: anything else is an idempotency conflict. */
export function sameMovement(stored: StoredTransfer, t: PreparedTransfer, debitId: number, creditId: number): boolean {
  return (
    stored.kind === t.kind &&
    stored.reference === t.reference &&
    stored.amount === t.amount &&
    stored.currency === t.currency &&
    stored.debitAccountId === debitId &&
    stored.creditAccountId === creditId
  );
}

export const idempotencyConflict = () => new AppError('idempotencyConflict');

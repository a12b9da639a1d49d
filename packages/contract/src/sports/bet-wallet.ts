import { z } from 'zod';
import { betWalletCreditKinds, betWalletDebitKinds } from '../money-kinds.js';
import { defineSportsCall } from './call.js';
import { sportsPaths } from './paths.js';

/**
 * The seamless wallet (architecture.md "Boundaries"): the operator's calls the sports platform
 * makes to move a member's money, served by the app server. Embedded, the platform calls the same
 * service directly; standalone, over HTTP signed like the merchant calls (`merchantSigningText`).
 * Amounts are integer minor units. Every call carries an idempotency key built from the order
 * (`sports:{orderId}:stake`, `…:payout:v{n}`…): a retry answers the first outcome and moves nothing.
 */

const minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const key = z.string().regex(/^[\w:.-]{8,128}$/);
const userId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const currency = z.string().regex(/^[A-Z]{3,5}$/);
const orderId = z.string().regex(/^\d{1,24}$/);

/** What a bet record shows the member in the operator's history (`/api/game/bet/order/mybet/detail`). */
export const betWalletBetState = z.enum(['open', 'settled', 'rejected', 'cancelled']);

export const betWalletDebitBody = z.object({
  key,
  userId,
  currency,
  amount: minor.min(1),
  orderId,
  /** `stake` a new bet; `reversal` takes back a payout whose result was corrected. */
  kind: z.enum(betWalletDebitKinds),
  /** The bet as the member would name it, e.g. "Hanoi FC vs Saigon FC · Handicap -0.5 @ 1.95". */
  title: z.string().min(1).max(200),
  /** When the bet was placed (epoch ms). */
  placedAt: z.number().int().positive(),
  /** The member's language, for the operator's refusal `message` (break, exclusion, limit). */
  language: z.enum(['zh-cn', 'en', 'vi', 'th']).optional(),
  /**
   * A stake's operator session, from the member's platform token (`merchantUserTokenBody.session`): the
   * operator refuses the stake (`sessionEnded`) once that session is over (logout, ban, password
   * change, timeout). A member's stake without one is refused too.
   */
  session: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .optional(),
  /**
   * A stake the member set up earlier in that session and placed now (a reserve bet reaching its
   * price): the session must not have been ended, but may have gone idle or timed out since.
   */
  deferred: z.boolean().optional(),
});

export const betWalletCreditBody = z.object({
  key,
  userId,
  currency,
  /** 0 records a losing settlement and moves nothing. */
  amount: minor,
  orderId,
  /** `cashout` was `cashOut` before app migration 20261127T0900: the platform and the operator upgrade together. */
  kind: z.enum(betWalletCreditKinds),
  /** The bet's state after this movement. */
  betState: betWalletBetState,
  at: z.number().int().positive(),
});

/**
 * `rejected`: nothing moved. `reason` `insufficientFunds`, `sessionEnded` (the stake's session is
 * over), or the operator's responsible-gambling refusal (break, self-exclusion, a limit) with its
 * `message` in the member's language.
 */
export const betWalletOutcome = z.object({
  status: z.enum(['posted', 'rejected']),
  reason: z.string().max(64).optional(),
  message: z.string().max(500).optional(),
  /** The member's balance in this currency afterwards (minor units). */
  balance: minor,
});

export const betWalletBalanceBody = z.object({ userId, currency });

export const betWalletDebit = defineSportsCall({
  path: sportsPaths.walletDebit,
  body: betWalletDebitBody,
  response: betWalletOutcome,
  auth: 'merchant',
});
export const betWalletCredit = defineSportsCall({
  path: sportsPaths.walletCredit,
  body: betWalletCreditBody,
  response: betWalletOutcome,
  auth: 'merchant',
});
export const betWalletBalance = defineSportsCall({
  path: sportsPaths.walletBalance,
  body: betWalletBalanceBody,
  response: z.object({ balance: minor }),
  auth: 'merchant',
});

/** The calls the operator serves for the platform. */
export const sportsWalletCalls = [betWalletDebit, betWalletCredit, betWalletBalance] as const;

export type BetWalletDebit = z.infer<typeof betWalletDebitBody>;
export type BetWalletCredit = z.infer<typeof betWalletCreditBody>;
export type BetWalletOutcome = z.infer<typeof betWalletOutcome>;
export type BetWalletBetState = z.infer<typeof betWalletBetState>;

/** The wallet port both ways of reaching the operator implement (direct call or signed HTTP). */
export interface BetWallet {
  debit(move: BetWalletDebit): Promise<BetWalletOutcome>;
  credit(move: BetWalletCredit): Promise<BetWalletOutcome>;
  balance(userId: number, currency: string): Promise<number>;
}

import { z } from 'zod';
import { emptyBody, pageOf, pageQuery } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { amountMinorField, idempotencyKeyField, walletCurrencyField } from '../fields.js';

/**
 * Deposits and withdrawals (issue "accounts": not in spec §7). Amounts are integer minor units.
 * A deposit is an order at a payment provider; its signed callback credits the wallet once.
 */
/** `refunded`: paid, then given back at the provider (the wallet could not hold it, or a super admin refunded it). */
export const depositStatus = z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']);
export const depositOrder = z.object({
  orderNo: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: depositStatus,
  provider: z.string(),
  /** Where the member pays (the provider's hosted page). */
  payUrl: z.string(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const fundDepositCreate = defineEndpoint({
  id: 'fund.deposit.create',
  method: 'POST',
  path: '/api/fund/deposit/create',
  access: 'member',
  summary: 'Open a deposit order at the payment provider; the member pays on its page.',
  body: emptyBody.extend({
    amount: amountMinorField,
    currency: walletCurrencyField,
    idempotencyKey: idempotencyKeyField,
  }),
  response: depositOrder,
});

export const fundDepositGet = defineEndpoint({
  id: 'fund.deposit.get',
  method: 'GET',
  path: '/api/fund/deposit/get/:orderNo',
  access: 'member',
  summary: "One of the caller's deposit orders.",
  params: z.object({ orderNo: z.string().regex(/^D[0-9A-Z]{6,30}$/) }),
  response: depositOrder,
});

export const fundDepositList = defineEndpoint({
  id: 'fund.deposit.list',
  method: 'GET',
  path: '/api/fund/deposit/list',
  access: 'member',
  summary: "The caller's deposit orders, newest first.",
  query: pageQuery,
  response: pageOf(depositOrder),
});

/** What a provider posts back; `signature` is HMAC-SHA256 over the other fields (see server README). */
export const paymentCallbackBody = z.object({
  orderNo: z.string().max(40),
  providerRef: z.string().max(64),
  status: z.enum(['paid', 'failed', 'cancelled']),
  amount: z.number().int().positive(),
  currency: z.string().max(8),
  signedAt: z.number().int(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export const fundPaymentCallback = defineEndpoint({
  id: 'fund.payment.callback',
  method: 'POST',
  path: '/api/fund/payment/callback/:provider',
  access: 'visitor',
  summary: "A payment provider's signed result for a deposit order; replays are answered, never applied twice.",
  params: z.object({ provider: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/) }),
  body: paymentCallbackBody,
  response: z.object({ orderNo: z.string(), status: depositStatus, applied: z.boolean() }),
});

/**
 * A deposit given back at its provider, in full (issue 17): `requested` until the provider confirms
 * (the server's sweep asks again), then `refunded`, or `refused` with the provider's reason.
 */
export const depositRefundStatus = z.enum(['requested', 'refunded', 'refused']);
export const depositRefund = z.object({
  orderNo: z.string(),
  userId: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  status: depositRefundStatus,
  providerReason: z.string().nullable(),
  /** The member's balance in the deposit's currency after the refund's ledger steps. */
  balance: z.number().int(),
});
export type DepositRefund = z.infer<typeof depositRefund>;

export const withdrawalStatus = z.enum(['pending', 'paid', 'rejected']);
export const withdrawal = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: withdrawalStatus,
  /** The payout account as the member saved it, masked. */
  accountMasked: z.string(),
  bankName: z.string(),
  reason: z.string().nullable(),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

/**
 * A super admin's review: the withdrawal, and on approval `payTo`, the full payout account the money
 * goes to. Account numbers are stored encrypted and answered masked everywhere else (issue 17 #9).
 */
export const withdrawalReview = withdrawal.extend({
  payTo: z.object({ holder: z.string(), bankName: z.string(), accountNumber: z.string() }).optional(),
});
export type WithdrawalReview = z.infer<typeof withdrawalReview>;

export const fundWithdrawRequest = defineEndpoint({
  id: 'fund.withdraw.request',
  method: 'POST',
  path: '/api/fund/withdraw/request',
  access: 'member',
  summary: 'Ask for a payout to the saved withdraw account; the amount is reserved until a super admin reviews it.',
  body: emptyBody.extend({
    amount: amountMinorField,
    currency: walletCurrencyField,
    idempotencyKey: idempotencyKeyField,
  }),
  response: withdrawal,
});

export const fundWithdrawList = defineEndpoint({
  id: 'fund.withdraw.list',
  method: 'GET',
  path: '/api/fund/withdraw/list',
  access: 'member',
  summary: "The caller's withdrawals, newest first.",
  query: pageQuery,
  response: pageOf(withdrawal),
});

export const withdrawInfo = z.object({ holder: z.string(), bankName: z.string(), accountMasked: z.string() });

export const fundWithdrawInfoGet = defineEndpoint({
  id: 'fund.withdrawInfo.get',
  method: 'GET',
  path: '/api/fund/withdrawInfo/get',
  access: 'member',
  summary: "The caller's payout account (account number masked), or null.",
  response: withdrawInfo.nullable(),
});

export const fundWithdrawInfoSave = defineEndpoint({
  id: 'fund.withdrawInfo.save',
  method: 'POST',
  path: '/api/fund/withdrawInfo/save',
  access: 'member',
  summary: 'Save the payout account: holder, bank and account number.',
  body: emptyBody.extend({
    holder: z
      .string()
      .trim()
      .min(2, { message: 'validation.holder.format' })
      .max(64, { message: 'validation.holder.format' }),
    bankName: z
      .string()
      .trim()
      .min(2, { message: 'validation.bankName.format' })
      .max(64, { message: 'validation.bankName.format' }),
    accountNumber: z.string().regex(/^\d{6,24}$/, { message: 'validation.accountNumber.format' }),
  }),
  response: withdrawInfo,
});

/** One method's bounds for one currency per request, in integer minor units, both inclusive. */
export const paymentLimit = z.object({
  currency: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  /** The method takes whole currency units only (VNPay's đồng). */
  wholeUnitsOnly: z.boolean(),
});
export type PaymentLimit = z.infer<typeof paymentLimit>;

/** A deposit method (`sandbox`, `hosted`, `vnpay`) with the currencies a deposit in them goes to it for. */
export const depositMethod = z.object({ method: z.string(), limits: z.array(paymentLimit) });
export type DepositMethod = z.infer<typeof depositMethod>;

export const fundPaymentMethods = defineEndpoint({
  id: 'fund.payment.methods',
  method: 'GET',
  path: '/api/fund/payment/methods',
  access: 'member',
  summary: 'The deposit methods with their limits by currency, and the bank payout limits of a withdrawal.',
  response: z.object({ deposit: z.array(depositMethod), withdraw: z.array(paymentLimit) }),
});

/** One ledger entry of the caller's wallet: signed amount (+ in, − out) and the balance after it. */
export const walletTransaction = z.object({
  id: z.number().int(),
  /** One of `transferKinds`. */
  kind: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  currency: z.string(),
  createdAt: z.number().int(),
});

export const fundWalletTransactions = defineEndpoint({
  id: 'fund.wallet.transactions',
  method: 'GET',
  path: '/api/fund/wallet/transactions',
  access: 'member',
  summary: "The caller's wallet history, newest first, by currency, kind and time range (epoch ms).",
  query: pageQuery.extend({
    currency: walletCurrencyField.optional(),
    kind: z
      .string()
      .regex(/^[a-z][a-z_]{1,23}$/)
      .optional(),
    startTime: z.coerce.number().int().nonnegative().optional(),
    endTime: z.coerce.number().int().nonnegative().optional(),
  }),
  response: pageOf(walletTransaction),
});

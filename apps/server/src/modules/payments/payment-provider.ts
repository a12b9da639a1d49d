import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MethodLimits } from './payment-limits.js';

/** What the app tells a provider about a deposit it should collect. */
export interface DepositRequest {
  orderNo: string;
  userId: number;
  amount: number;
  currency: string;
  /** Where the provider sends the member back after paying: a path on this site (`/personal/…`). */
  returnUrl: string;
  lang: string;
}

/** What a redirecting provider also needs: when the order was made and expires, and the member's address. */
export interface DepositContext {
  createdAt: number;
  expiresAt: number;
  clientIp: string;
}

/** A provider's signed result, as posted to /api/fund/payment/callback/{provider}. */
export interface PaymentNotice {
  orderNo: string;
  providerRef: string;
  status: 'paid' | 'failed' | 'cancelled';
  amount: number;
  currency: string;
  signedAt: number;
  signature: string;
}

/** A provider's result once its signature is checked, in our units (integer minor units). */
export interface VerifiedNotice {
  orderNo: string;
  status: 'paid' | 'failed' | 'cancelled';
  amount: number;
  currency: string;
  /** Checked against the order when the provider named its reference at creation (the sandbox). */
  providerRef?: string;
  /** The provider's own transaction number, for the log. */
  transactionId?: string;
}

/** What a status query found: a final result, still open, or no payment at all for the order. */
export type ProviderStatus = { kind: 'final'; notice: VerifiedNotice } | { kind: 'pending' } | { kind: 'absent' };

/** The order as a status query needs it. */
export interface QueriedOrder {
  orderNo: string;
  providerRef: string | null;
  amount: number;
  currency: string;
  createdAt: number;
}

/** A paid deposit to give back in full at its provider; `requestId` is the same on every retry of one refund. */
export interface RefundRequest {
  orderNo: string;
  providerRef: string | null;
  amount: number;
  currency: string;
  /** When the order was made (VNPay names the payment by it) and when it was paid. */
  createdAt: number;
  paidAt: number;
  requestId: string;
  reason: string;
  /** Who asked: an operator's user name, or `system` for a refund the app made on its own. */
  requestedBy: string;
}

/** The provider's word on a refund; a refund it cannot tell about (network, an answer not signed) throws instead. */
export type RefundAnswer = { kind: 'accepted' } | { kind: 'refused'; reason: string };

/**
 * The port every deposit goes through, picked by PAYMENT_PROVIDER: the local sandbox (the default
 * outside prod), the generic hosted page or VNPay. Creating a deposit only signs a redirect (no
 * network call); the result arrives as a signed notice, or is found by `queryStatus` when none came.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Minimum and maximum per deposit, by currency; a currency not listed is not taken. */
  readonly limits: MethodLimits;
  /** True when the provider takes only whole units of the currency (VNPay: whole đồng). */
  readonly wholeUnitsOnly?: (currency: string) => boolean;
  createDeposit(req: DepositRequest, ctx: DepositContext): Promise<{ providerRef: string; payUrl: string }>;
  /** A notice posted to the contract's callback, verified and read in our units; undefined when not genuine. */
  readNotice?(notice: PaymentNotice): VerifiedNotice | undefined;
  /** Asks the provider how an order stands (the reconciliation sweep); throws when it cannot tell. */
  queryStatus?(order: QueriedOrder): Promise<ProviderStatus>;
  /** Gives a paid deposit back in full; the same `requestId` asked again answers the first outcome. */
  refund?(req: RefundRequest): Promise<RefundAnswer>;
  close?(): void;
}

const signedText = (n: Omit<PaymentNotice, 'signature'>) =>
  `${n.orderNo}|${n.providerRef}|${n.status}|${n.amount}|${n.currency}|${n.signedAt}`;

/** HMAC-SHA256 (hex) over the notice's fields joined by `|`, in the order of the type above. */
export function signNotice(secret: Buffer, notice: Omit<PaymentNotice, 'signature'>): string {
  return createHmac('sha256', secret).update(signedText(notice)).digest('hex');
}

export function verifyNotice(secret: Buffer, notice: PaymentNotice): boolean {
  return sameHex(signNotice(secret, notice), notice.signature);
}

/** Constant-time comparison of two hex digests (case-insensitive); false for anything not hex. */
export function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]*$/.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase(), 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

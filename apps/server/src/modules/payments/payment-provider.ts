import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the app tells a provider about a deposit it should collect. */
export interface DepositRequest {
  orderNo: string;
  userId: number;
  amount: number;
  currency: string;
  /** Where the provider sends the member back after paying. */
  returnUrl: string;
  lang: string;
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

/**
 * The port every deposit goes through. The local sandbox is the default; a real provider is an
 * adapter with the same two calls, picked by PAYMENT_PROVIDER.
 */
export interface PaymentProvider {
  readonly name: string;
  createDeposit(req: DepositRequest): Promise<{ providerRef: string; payUrl: string }>;
  /** True only for a notice this provider really signed. */
  verify(notice: PaymentNotice): boolean;
}

const signedText = (n: Omit<PaymentNotice, 'signature'>) =>
  `${n.orderNo}|${n.providerRef}|${n.status}|${n.amount}|${n.currency}|${n.signedAt}`;

/** HMAC-SHA256 (hex) over the notice's fields joined by `|`, in the order of the type above. */
export function signNotice(secret: Buffer, notice: Omit<PaymentNotice, 'signature'>): string {
  return createHmac('sha256', secret).update(signedText(notice)).digest('hex');
}

export function verifyNotice(secret: Buffer, notice: PaymentNotice): boolean {
  const expected = Buffer.from(signNotice(secret, notice), 'hex');
  const given = Buffer.from(notice.signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import { createHmac } from 'node:crypto';
import { sameHex } from './payment-provider.js';

/**
 * VNPay's PAY API 2.1.0 (sandbox.vnpayment.vn/apis/docs): pure functions, no I/O. Parameters are
 * signed with HMAC-SHA512 (hex) keyed by the merchant's hash secret: the payment URL and the IPN
 * over their `vnp_*` parameters sorted by name and form-encoded (`a=1&b=x+y`), querydr over its
 * fields joined by `|`. Amounts are đồng × 100 ("nhân thêm 100 lần"), which is exactly our minor unit.
 */
export const VNP_VERSION = '2.1.0';
const HASH_FIELDS = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

export const vnpHash = (secret: string, data: string) =>
  createHmac('sha512', secret).update(data, 'utf8').digest('hex');

/**
 * The signed text of a parameter set: names sorted, `vnp_SecureHash*` left out, names and values
 * form-encoded as VNPay's Java demo does (URLEncoder: letters, digits and `.-*_` kept, space as `+`).
 */
export function signedQuery(params: Iterable<[string, string]>, skipEmpty = false): string {
  const kept = [...params].filter(([k, v]) => k.startsWith('vnp_') && !HASH_FIELDS.has(k) && !(skipEmpty && v === ''));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/** The payment page URL: the parameters sorted and form-encoded, then `vnp_SecureHash`. */
export function paymentUrl(base: string, secret: string, params: Record<string, string>): string {
  const query = signedQuery(Object.entries(params));
  return `${base}${base.includes('?') ? '&' : '?'}${query}&vnp_SecureHash=${vnpHash(secret, query)}`;
}

/**
 * Whether an IPN's or return URL's parameters carry our signature. VNPay's demos differ on empty
 * values (PHP and Node sign `k=`, Java skips them), so both texts are tried: each is our HMAC.
 */
export function verifyParams(secret: string, params: ReadonlyMap<string, string>): boolean {
  const given = params.get('vnp_SecureHash');
  if (given === undefined) return false;
  if (sameHex(vnpHash(secret, signedQuery(params)), given)) return true;
  return [...params.values()].includes('') && sameHex(vnpHash(secret, signedQuery(params, true)), given);
}

/** Reads a raw query string, refusing a repeated name (a signed set has each once). */
export function readQuery(raw: string): Map<string, string> | undefined {
  const params = new Map<string, string>();
  for (const [k, v] of new URLSearchParams(raw)) {
    if (params.has(k)) return undefined;
    params.set(k, v);
  }
  return params;
}

/** VNPay's dates: `yyyyMMddHHmmss` in Vietnam's time (GMT+7, no daylight saving). */
export function vnpDate(ms: number): string {
  return new Date(ms + 7 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
}

/** What VNPay's transaction status means for our order: paid, failed, cancelled, or still open. */
export function statusOf(responseCode: string | undefined, transactionStatus: string | undefined) {
  if (responseCode === '00' && transactionStatus === '00') return 'paid';
  if (responseCode === '24') return 'cancelled';
  // 01 not completed, 04 debited at the bank but not settled at VNPay, 05/06 refund under way, 07 held for fraud review.
  if (['01', '04', '05', '06', '07'].includes(transactionStatus ?? '')) return 'pending';
  return 'failed';
}

/** The IPN answers VNPay expects (HTTP 200, JSON); it retries an IPN until it gets 00 or 02. */
export const ipnAnswers = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  orderNotFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  invalidAmount: { RspCode: '04', Message: 'Invalid amount' },
  invalidSignature: { RspCode: '97', Message: 'Invalid signature' },
  unknownError: { RspCode: '99', Message: 'Unknown error' },
} as const;
export type IpnAnswer = (typeof ipnAnswers)[keyof typeof ipnAnswers];

/** querydr's request fields, in the order its checksum joins them with `|`. */
export const QUERYDR_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** querydr's answer fields, in the order its checksum joins them (a missing one as empty). */
export const QUERYDR_RESPONSE_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
] as const;

/** The `|`-joined text of the named fields; numbers as written, a missing field as empty. */
export function pipeText(fields: readonly string[], values: Readonly<Record<string, unknown>>): string {
  return fields
    .map((f) => {
      const v = Object.hasOwn(values, f) ? values[f] : undefined;
      return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
    })
    .join('|');
}

/** refund's request fields, in the order its checksum joins them with `|` (merchant_webapi, vnp_Command=refund). */
export const REFUND_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** refund's answer fields: querydr's without the two promotion fields, in the same order. */
export const REFUND_RESPONSE_FIELDS = QUERYDR_RESPONSE_FIELDS.filter((f) => !f.startsWith('vnp_Promotion'));

/** refund answers that say nothing final: 94 a request still in VNPay's duplicate window, 97 our checksum, 99 an error. */
export const REFUND_UNKNOWN_CODES = new Set(['94', '97', '99']);

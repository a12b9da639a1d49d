import { randomBytes } from 'node:crypto';
import type {
  DepositContext,
  DepositRequest,
  PaymentProvider,
  ProviderStatus,
  QueriedOrder,
  RefundAnswer,
  RefundRequest,
  VerifiedNotice,
} from './payment-provider.js';
import type { VnpaySettings } from './payment-settings.js';
import {
  paymentUrl,
  pipeText,
  QUERYDR_REQUEST_FIELDS,
  QUERYDR_RESPONSE_FIELDS,
  REFUND_REQUEST_FIELDS,
  REFUND_RESPONSE_FIELDS,
  REFUND_UNKNOWN_CODES,
  statusOf,
  verifyParams,
  vnpDate,
  vnpHash,
  VNP_VERSION,
} from './vnpay-protocol.js';
import { sameHex } from './payment-provider.js';

/** Where VNPay sends the member back (vnp_ReturnUrl) and calls with the IPN (set in VNPay's merchant portal). */
export const VNPAY_RETURN_PATH = '/payments/vnpay/return';
export const VNPAY_IPN_PATH = '/payments/vnpay/ipn';

/** An IPN or return URL's parameters read: its signature refused, or its result for an order. */
export type VnpayResult =
  | { kind: 'badSignature' }
  | { kind: 'pending'; orderNo: string; amount: number }
  | { kind: 'final'; notice: VerifiedNotice };

/** vnp_Amount as our minor units (they are the same number), or -1 when it is not a whole number. */
const amountOf = (v: unknown) => {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '';
  return /^\d{1,15}$/.test(text) ? Number(text) : -1;
};
const orderInfo = (orderNo: string) => `Matchday deposit ${orderNo}`;
/** The member's address as VNPay takes it (IPv4 without the IPv6 mapping prefix). */
const plainIp = (ip: string) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip) || '127.0.0.1';

/**
 * VNPay's PAY flow: a signed redirect to its page, the IPN (vnpay.routes.ts), the signed return URL,
 * querydr for orders whose IPN never came, and refund. Our minor units are VNPay's vnp_Amount one to one
 * (đồng × 100); đồng has no smaller coin, so an amount must be whole đồng.
 */
export function createVnpayPaymentProvider(opts: {
  settings: VnpaySettings;
  publicUrl: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}) {
  const { settings } = opts;
  const now = opts.now ?? Date.now;
  const doFetch = opts.fetchImpl ?? fetch;

  /** Verifies a parameter set VNPay signed and reads it as a result for one of our orders. */
  function read(params: ReadonlyMap<string, string>): VnpayResult {
    if (!verifyParams(settings.hashSecret, params) || params.get('vnp_TmnCode') !== settings.tmnCode)
      return { kind: 'badSignature' };
    const status = statusOf(params.get('vnp_ResponseCode'), params.get('vnp_TransactionStatus'));
    const orderNo = params.get('vnp_TxnRef') ?? '';
    const amount = amountOf(params.get('vnp_Amount'));
    if (status === 'pending') return { kind: 'pending', orderNo, amount };
    const transactionId = params.get('vnp_TransactionNo');
    return {
      kind: 'final',
      notice: { orderNo, status, amount, currency: 'VND', ...(transactionId ? { transactionId } : {}) },
    };
  }

  /** POSTs a signed merchant_webapi request and reads its JSON answer. */
  async function call(request: Record<string, string>, fields: readonly string[]) {
    request.vnp_SecureHash = vnpHash(settings.hashSecret, pipeText(fields, request));
    const res = await doFetch(settings.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new Error(`VNPay ${request.vnp_Command} answered HTTP ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  }

  /** A full refund (vnp_TransactionType 02); VNPay signs every answer, so one failing its checksum tells nothing. */
  async function refund(req: RefundRequest): Promise<RefundAnswer> {
    const answer = await call(
      {
        vnp_RequestId: req.requestId,
        vnp_Version: VNP_VERSION,
        vnp_Command: 'refund',
        vnp_TmnCode: settings.tmnCode,
        vnp_TransactionType: '02',
        vnp_TxnRef: req.orderNo,
        vnp_Amount: String(req.amount),
        // VNPay's own demos send 0 when the merchant did not keep VNPay's transaction number; vnp_TxnRef names it.
        vnp_TransactionNo: '0',
        vnp_TransactionDate: vnpDate(req.createdAt),
        vnp_CreateBy: req.requestedBy,
        vnp_CreateDate: vnpDate(now()),
        vnp_IpAddr: '127.0.0.1',
        vnp_OrderInfo: `Refund ${req.orderNo}`,
      },
      REFUND_REQUEST_FIELDS,
    );
    if (!sameHex(vnpHash(settings.hashSecret, pipeText(REFUND_RESPONSE_FIELDS, answer)), answer.vnp_SecureHash))
      throw new Error('VNPay refund answer failed its checksum');
    if (answer.vnp_TmnCode !== settings.tmnCode || answer.vnp_TxnRef !== req.orderNo)
      throw new Error('VNPay refund answered for another order');
    const code = String(answer.vnp_ResponseCode ?? '');
    if (code === '00') return { kind: 'accepted' };
    if (REFUND_UNKNOWN_CODES.has(code)) throw new Error(`VNPay refund answered vnp_ResponseCode ${code}`);
    return { kind: 'refused', reason: `${code} ${String(answer.vnp_Message ?? '')}`.trim() };
  }

  async function queryStatus(order: QueriedOrder): Promise<ProviderStatus> {
    const request: Record<string, string> = {
      vnp_RequestId: randomBytes(16).toString('hex'),
      vnp_Version: VNP_VERSION,
      vnp_Command: 'querydr',
      vnp_TmnCode: settings.tmnCode,
      vnp_TxnRef: order.orderNo,
      vnp_TransactionDate: vnpDate(order.createdAt),
      vnp_CreateDate: vnpDate(now()),
      vnp_IpAddr: '127.0.0.1',
      vnp_OrderInfo: `Query ${order.orderNo}`,
    };
    const answer = await call(request, QUERYDR_REQUEST_FIELDS);
    const code = String(answer.vnp_ResponseCode ?? '');
    // 91: VNPay has no transaction for this reference (the member never paid); it is not signed as a result.
    if (code === '91') return { kind: 'absent' };
    if (code !== '00') throw new Error(`VNPay querydr answered vnp_ResponseCode ${code}`);
    if (!sameHex(vnpHash(settings.hashSecret, pipeText(QUERYDR_RESPONSE_FIELDS, answer)), answer.vnp_SecureHash))
      throw new Error('VNPay querydr answer failed its checksum');
    if (answer.vnp_TxnRef !== order.orderNo || answer.vnp_TmnCode !== settings.tmnCode)
      throw new Error('VNPay querydr answered for another order');
    const status = statusOf('00', String(answer.vnp_TransactionStatus ?? ''));
    if (status === 'pending') return { kind: 'pending' };
    return {
      kind: 'final',
      notice: {
        orderNo: order.orderNo,
        status,
        amount: amountOf(answer.vnp_Amount),
        currency: 'VND',
        ...(answer.vnp_TransactionNo ? { transactionId: String(answer.vnp_TransactionNo) } : {}),
      },
    };
  }

  return {
    name: 'vnpay',
    limits: settings.limits,
    wholeUnitsOnly: () => true,

    async createDeposit(req: DepositRequest, ctx: DepositContext) {
      const payUrl = paymentUrl(settings.payUrl, settings.hashSecret, {
        vnp_Version: VNP_VERSION,
        vnp_Command: 'pay',
        vnp_TmnCode: settings.tmnCode,
        vnp_Amount: String(req.amount),
        vnp_CurrCode: 'VND',
        vnp_TxnRef: req.orderNo,
        vnp_OrderInfo: orderInfo(req.orderNo),
        vnp_OrderType: 'other',
        vnp_Locale: req.lang === 'vi' ? 'vn' : 'en',
        vnp_ReturnUrl: `${opts.publicUrl}${VNPAY_RETURN_PATH}`,
        vnp_IpAddr: plainIp(ctx.clientIp),
        vnp_CreateDate: vnpDate(ctx.createdAt),
        vnp_ExpireDate: vnpDate(ctx.expiresAt),
      });
      return { providerRef: req.orderNo, payUrl };
    },

    queryStatus,
    refund,
    /** An IPN's or return URL's parameters: signature, merchant, result. */
    read,
  } satisfies PaymentProvider & Record<string, unknown>;
}
export type VnpayPaymentProvider = ReturnType<typeof createVnpayPaymentProvider>;

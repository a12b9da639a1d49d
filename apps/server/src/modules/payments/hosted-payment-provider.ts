import { createHmac } from 'node:crypto';
import {
  sameHex,
  signNotice,
  verifyNotice,
  type DepositContext,
  type DepositRequest,
  type PaymentNotice,
  type PaymentProvider,
  type ProviderStatus,
  type QueriedOrder,
  type RefundAnswer,
  type RefundRequest,
} from './payment-provider.js';
import type { HostedSettings } from './payment-settings.js';

/** Where a hosted provider posts its notices: the contract's callback endpoint. */
export const HOSTED_NOTIFY_PATH = '/api/fund/payment/callback/hosted';

/** HMAC-SHA256 (hex) of a parameter set: names sorted, `signature` left out, form-encoded (`a=1&b=x+y`). */
export function signParams(secret: Buffer, params: Readonly<Record<string, string>>): string {
  const entries = Object.entries(params).filter(([k]) => k !== 'signature');
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha256', secret).update(new URLSearchParams(entries).toString()).digest('hex');
}

/**
 * A generic hosted payment page (README "Hosted"): the member is redirected with a signed request,
 * the provider posts a signed notice to the contract's callback, answers a signed status query and,
 * with PAYMENT_HOSTED_REFUND_URL, a signed refund call.
 * Amounts travel as integers in the currency's ISO 4217 minor unit (VND đồng, CNY fen, USD cents).
 */
export function createHostedPaymentProvider(opts: {
  settings: HostedSettings;
  publicUrl: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}) {
  const { settings } = opts;
  const secret = Buffer.from(settings.secret, 'utf8');
  const now = opts.now ?? Date.now;
  const doFetch = opts.fetchImpl ?? fetch;
  /** Our minor units (1/100) per provider unit: 100 when the provider counts whole units, 1 for hundredths. */
  const perUnit = (currency: string) => (settings.decimals.get(currency) === 0 ? 100 : 1);
  const toProvider = (amount: number, currency: string) => amount / perUnit(currency);
  const fromProvider = (amount: number, currency: string) =>
    Number.isSafeInteger(amount) && amount > 0 && settings.decimals.has(currency) ? amount * perUnit(currency) : -1;

  async function queryStatus(order: QueriedOrder): Promise<ProviderStatus> {
    const query: Record<string, string> = {
      merchantId: settings.merchantId,
      orderNo: order.orderNo,
      requestedAt: String(now()),
    };
    query.signature = signParams(secret, query);
    const url = `${settings.statusUrl}${settings.statusUrl.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
    const res = await doFetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000) });
    if (!res.ok) throw new Error(`hosted status answered HTTP ${res.status}`);
    const a = (await res.json()) as Record<string, unknown>;
    const answer = {
      orderNo: String(a.orderNo),
      providerRef: String(a.providerRef ?? ''),
      status: String(a.status) as PaymentNotice['status'],
      amount: Number(a.amount),
      currency: String(a.currency),
      signedAt: Number(a.signedAt),
    };
    if (!sameHex(signNotice(secret, answer), a.signature) || answer.orderNo !== order.orderNo)
      throw new Error('hosted status answer failed its signature');
    const status: string = answer.status;
    if (status === 'absent') return { kind: 'absent' };
    if (status !== 'paid' && status !== 'failed' && status !== 'cancelled') return { kind: 'pending' };
    return {
      kind: 'final',
      notice: {
        orderNo: order.orderNo,
        status,
        amount: fromProvider(answer.amount, answer.currency),
        currency: answer.currency,
        transactionId: answer.providerRef,
      },
    };
  }

  /** The signed refund call (README "Hosted"); its answer is signed too, or the outcome is unknown. */
  async function refund(refundUrl: string, req: RefundRequest): Promise<RefundAnswer> {
    const body: Record<string, string> = {
      merchantId: settings.merchantId,
      orderNo: req.orderNo,
      providerRef: req.providerRef ?? req.orderNo,
      amount: String(toProvider(req.amount, req.currency)),
      currency: req.currency,
      requestId: req.requestId,
      reason: req.reason,
      signedAt: String(now()),
    };
    body.signature = signParams(secret, body);
    const res = await doFetch(refundUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new Error(`hosted refund answered HTTP ${res.status}`);
    const a = (await res.json()) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
    const answer = {
      orderNo: text(a.orderNo),
      requestId: text(a.requestId),
      status: text(a.status),
      reason: text(a.reason),
      signedAt: text(a.signedAt),
    };
    if (!sameHex(signParams(secret, answer), a.signature) || answer.orderNo !== req.orderNo)
      throw new Error('hosted refund answer failed its signature');
    if (answer.requestId !== req.requestId) throw new Error('hosted refund answered another request');
    if (answer.status === 'accepted') return { kind: 'accepted' };
    if (answer.status === 'refused') return { kind: 'refused', reason: answer.reason || 'refused' };
    throw new Error(`hosted refund answered status "${answer.status}"`);
  }

  const { refundUrl } = settings;
  return {
    name: 'hosted',
    limits: settings.limits,
    wholeUnitsOnly: (currency: string) => perUnit(currency) === 100,

    async createDeposit(req: DepositRequest, ctx: DepositContext) {
      const params: Record<string, string> = {
        merchantId: settings.merchantId,
        orderNo: req.orderNo,
        amount: String(toProvider(req.amount, req.currency)),
        currency: req.currency,
        returnUrl: `${opts.publicUrl}${req.returnUrl}`,
        notifyUrl: `${opts.publicUrl}${HOSTED_NOTIFY_PATH}`,
        expiresAt: String(ctx.expiresAt),
        lang: req.lang,
      };
      params.signature = signParams(secret, params);
      const sep = settings.url.includes('?') ? '&' : '?';
      return { providerRef: req.orderNo, payUrl: `${settings.url}${sep}${new URLSearchParams(params)}` };
    },

    readNotice(notice: PaymentNotice) {
      if (!verifyNotice(secret, notice)) return undefined;
      return {
        orderNo: notice.orderNo,
        status: notice.status,
        amount: fromProvider(notice.amount, notice.currency),
        currency: notice.currency,
        transactionId: notice.providerRef,
      };
    },

    queryStatus,
    ...(refundUrl ? { refund: (req: RefundRequest) => refund(refundUrl, req) } : {}),
  } satisfies PaymentProvider & Record<string, unknown>;
}

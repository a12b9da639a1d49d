import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MethodLimits } from './payment-limits.js';
import {
  signNotice,
  verifyNotice,
  type DepositRequest,
  type PaymentNotice,
  type PaymentProvider,
  type ProviderStatus,
  type QueriedOrder,
  type RefundAnswer,
  type RefundRequest,
  type VerifiedNotice,
} from './payment-provider.js';

/** The sandbox's record of one payment it was asked to collect. */
export interface SandboxPayment extends DepositRequest {
  providerRef: string;
  status: 'open' | 'paid' | 'failed' | 'cancelled' | 'refunded';
}

export interface SandboxStore {
  get(providerRef: string): Promise<SandboxPayment | undefined>;
  put(payment: SandboxPayment): Promise<void>;
}

const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000];

/**
 * A local provider that behaves like a real one: a hosted page where the member pays, fails or
 * cancels; then, a moment later and on its own, a callback signed with HMAC, retried until the
 * app accepts it. `deliver` posts the notice to the app (in process, so no port or network is needed).
 */
export function createSandboxPaymentProvider(opts: {
  appSecret: Buffer;
  limits: MethodLimits;
  store: SandboxStore;
  deliver: (notice: PaymentNotice) => Promise<boolean>;
  logger: FastifyBaseLogger;
  callbackDelayMs?: number;
}) {
  // Its own key, derived so nothing else the app signs can pass as a payment notice.
  const secret = createHmac('sha256', opts.appSecret).update('sandbox-payment-provider').digest();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  function send(notice: PaymentNotice, attempt = 0): void {
    opts.deliver(notice).then(
      (ok) => {
        if (!ok) retry(notice, attempt);
      },
      (err: unknown) => {
        opts.logger.warn({ err, orderNo: notice.orderNo }, 'sandbox payment callback failed');
        retry(notice, attempt);
      },
    );
  }
  function retry(notice: PaymentNotice, attempt: number) {
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined)
      return opts.logger.error({ orderNo: notice.orderNo }, 'sandbox payment callback given up after retries');
    later(delay, () => send(notice, attempt + 1));
  }

  return {
    name: 'sandbox',

    async createDeposit(req: DepositRequest) {
      const providerRef = `SBX${randomBytes(9).toString('hex').toUpperCase()}`;
      await opts.store.put({ ...req, providerRef, status: 'open' });
      // Same origin as the app (the sandbox lives in it), so the page works on any host name the member used.
      return { providerRef, payUrl: `/sandbox/pay/${providerRef}?lang=${encodeURIComponent(req.lang)}` };
    },

    limits: opts.limits,

    readNotice: (notice: PaymentNotice): VerifiedNotice | undefined =>
      verifyNotice(secret, notice)
        ? {
            orderNo: notice.orderNo,
            status: notice.status,
            amount: notice.amount,
            currency: notice.currency,
            providerRef: notice.providerRef,
          }
        : undefined,

    /** Its own record: a decision whose callback was lost (a restart between the two) is found here. */
    async queryStatus(order: QueriedOrder): Promise<ProviderStatus> {
      const payment = order.providerRef ? await opts.store.get(order.providerRef) : undefined;
      if (!payment) return { kind: 'absent' };
      if (payment.status === 'open') return { kind: 'pending' };
      const { orderNo, amount, currency, providerRef } = payment;
      // A refunded payment was paid first: its order's result is still that payment.
      const status = payment.status === 'refunded' ? 'paid' : payment.status;
      return { kind: 'final', notice: { orderNo, status, amount, currency, providerRef } };
    },

    /** Gives a paid payment back: its record turns refunded; asked again, it answers the same. */
    async refund(req: RefundRequest): Promise<RefundAnswer> {
      const payment = req.providerRef ? await opts.store.get(req.providerRef) : undefined;
      if (payment?.status === 'refunded') return { kind: 'accepted' };
      if (!payment || payment.status !== 'paid' || payment.orderNo !== req.orderNo)
        return { kind: 'refused', reason: 'not paid' };
      if (payment.amount !== req.amount || payment.currency !== req.currency)
        return { kind: 'refused', reason: 'another amount' };
      await opts.store.put({ ...payment, status: 'refunded' });
      return { kind: 'accepted' };
    },

    /** The member's choice on the hosted page; the callback follows asynchronously. */
    async decide(providerRef: string, decision: 'paid' | 'failed' | 'cancelled'): Promise<SandboxPayment | undefined> {
      const payment = await opts.store.get(providerRef);
      if (!payment || payment.status !== 'open') return payment;
      const decided = { ...payment, status: decision };
      await opts.store.put(decided);
      const unsigned = {
        orderNo: payment.orderNo,
        providerRef,
        status: decision,
        amount: payment.amount,
        currency: payment.currency,
        signedAt: Date.now(),
      };
      const notice = { ...unsigned, signature: signNotice(secret, unsigned) };
      later(opts.callbackDelayMs ?? 300, () => send(notice));
      return decided;
    },

    lookup: (providerRef: string) => opts.store.get(providerRef),

    /** Test and tool access: a notice signed as this sandbox would sign it. */
    sign: (unsigned: Omit<PaymentNotice, 'signature'>): PaymentNotice => ({
      ...unsigned,
      signature: signNotice(secret, unsigned),
    }),

    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}
export type SandboxPaymentProvider = ReturnType<typeof createSandboxPaymentProvider>;

import { randomBytes } from 'node:crypto';
import { ledgerLimitsOf, type DepositOrder } from '@matchday/contract';
import { AppError } from '../../http/app-error.js';
import type { GamblingControlsService } from '../responsible-gambling/index.js';
import type { WalletService } from '../wallet/index.js';
import { assertWithinLimits } from './payment-limits.js';
import type { DepositRefunds } from './deposit-refunds.service.js';
import type { PaymentNotice, PaymentProvider, VerifiedNotice } from './payment-provider.js';
import type { DepositRow, PaymentsRepository } from './payments.repository.js';

const newOrderNo = () => `D${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

export const toDepositOrder = (r: DepositRow): DepositOrder => ({
  orderNo: r.orderNo,
  amount: r.amount,
  currency: r.currency,
  status: r.status as DepositOrder['status'],
  provider: r.provider,
  payUrl: r.payUrl,
  createdAt: r.createdAt,
  settledAt: r.settledAt,
});

/** How a provider's result met its order: applied, already settled, or refused (and why). */
export type ApplyOutcome =
  | { kind: 'applied' | 'unchanged'; orderNo: string; status: DepositOrder['status'] }
  | { kind: 'unknownOrder' | 'amountMismatch' | 'mismatch' };

/**
 * Deposits: an order at a provider, then its signed result. A paid result credits the wallet
 * with the transfer key `deposit:{orderNo}`, so any number of replays credit once.
 */
export function createDepositService(deps: {
  repo: PaymentsRepository;
  /** In PAYMENT_PROVIDER's order: a deposit goes to the first that takes its currency. */
  providers: readonly PaymentProvider[];
  wallet: Pick<WalletService, 'transfer' | 'balance'>;
  controls: Pick<GamblingControlsService, 'assertAllowed'>;
  /** Gives back a paid deposit the wallet cannot take. */
  refunds: Pick<DepositRefunds, 'has' | 'refundUncredited'>;
  /** How long the member has to pay on the provider's page. */
  expiryMs: number;
  logger?: { info(obj: object, msg: string): void; error?(obj: object, msg: string): void };
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const byName = new Map(deps.providers.map((p) => [p.name, p]));

  /**
   * A paid order's credit, or its refund instead (a wallet at its cap since the order was made):
   * never both. `refunding` when this call started the refund, `withheld` when one was under way.
   */
  async function credit(order: DepositRow): Promise<'credited' | 'refunding' | 'withheld'> {
    if (await deps.refunds.has(order.orderNo)) return 'withheld';
    const outcome = await deps.wallet.transfer({
      idempotencyKey: `deposit:${order.orderNo}`,
      kind: 'deposit',
      reference: order.orderNo,
      from: { house: 'cash' },
      to: { member: order.userId },
      amount: order.amount,
      currency: order.currency,
    });
    if (outcome.status === 'posted') return 'credited';
    if (outcome.reason !== 'balanceLimitExceeded') {
      deps.logger?.error?.({ orderNo: order.orderNo, reason: outcome.reason }, 'a paid deposit could not be credited');
      throw new AppError('conflict');
    }
    // The key keeps this refusal, so no replay credits it later: the money goes back at the provider.
    return (await deps.refunds.refundUncredited(order)) ? 'refunding' : 'withheld';
  }

  /** A deposit the member's wallet could not take once paid is refused before they pay. */
  async function assertRoomFor(userId: number, amount: number, currency: string) {
    const balance = await deps.wallet.balance(userId, currency);
    if (balance + amount > ledgerLimitsOf(currency).maxMemberBalance) throw new AppError('balanceLimitExceeded');
  }

  /** The provider that takes this deposit, or the limit refusal of the first that takes its currency. */
  function providerFor(amount: number, currency: string): PaymentProvider {
    const provider = deps.providers.find((p) => p.limits.has(currency)) ?? deps.providers[0];
    if (!provider) throw new AppError('paymentLimit', 'payments.currencyUnavailable', { currency }, { currency });
    assertWithinLimits(provider.limits, amount, currency, provider.wholeUnitsOnly?.(currency) ?? false);
    return provider;
  }

  /** One of this provider's orders, or undefined (none by that number, or another provider's). */
  async function orderFor(provider: PaymentProvider, orderNo: string): Promise<DepositRow | undefined> {
    const order = await deps.repo.depositByOrderNo(orderNo);
    return order?.provider === provider.name ? order : undefined;
  }

  /** A verified result applied to its order once: a paid one credits, even after a cancel (the member paid). */
  async function apply(provider: PaymentProvider, notice: VerifiedNotice): Promise<ApplyOutcome> {
    const order = await orderFor(provider, notice.orderNo);
    if (!order) return { kind: 'unknownOrder' };
    if (order.amount !== notice.amount) return { kind: 'amountMismatch' };
    if (
      order.currency !== notice.currency ||
      (notice.providerRef !== undefined && notice.providerRef !== order.providerRef)
    )
      return { kind: 'mismatch' };
    const paid = notice.status === 'paid' ? await credit(order) : undefined;
    const applied =
      paid === 'refunding' ||
      (order.status !== 'paid' &&
        paid !== 'withheld' &&
        (await deps.repo.settleDeposit(order.orderNo, notice.status, now())));
    if (applied)
      deps.logger?.info(
        { orderNo: order.orderNo, provider: provider.name, status: notice.status, transactionId: notice.transactionId },
        paid === 'refunding' ? 'deposit paid, refunded: the wallet could not hold it' : 'deposit settled',
      );
    const after = (await deps.repo.depositByOrderNo(order.orderNo))!;
    return {
      kind: applied ? 'applied' : 'unchanged',
      orderNo: order.orderNo,
      status: after.status as DepositOrder['status'],
    };
  }

  return {
    async create(
      userId: number,
      input: { amount: number; currency: string; idempotencyKey: string },
      lang: string,
      clientIp = '127.0.0.1',
    ): Promise<DepositOrder> {
      const existing = await deps.repo.depositByKey(userId, input.idempotencyKey);
      if (existing) {
        if (existing.amount !== input.amount || existing.currency !== input.currency)
          throw new AppError('idempotencyConflict');
        return toDepositOrder(existing);
      }
      await deps.controls.assertAllowed(userId, 'deposit', input.amount, input.currency, lang);
      const provider = providerFor(input.amount, input.currency);
      await assertRoomFor(userId, input.amount, input.currency);
      const orderNo = newOrderNo();
      const createdAt = now();
      const inserted = await deps.repo.insertDeposit({
        orderNo,
        userId,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        provider: provider.name,
        providerRef: null,
        payUrl: '',
        status: 'pending',
        createdAt,
        settledAt: null,
      });
      if (!inserted) return this.create(userId, input, lang, clientIp);
      const { providerRef, payUrl } = await provider.createDeposit(
        {
          orderNo,
          userId,
          amount: input.amount,
          currency: input.currency,
          lang,
          returnUrl: `/personal/${userId}?tab=wallet&deposit=${orderNo}`,
        },
        { createdAt, expiresAt: createdAt + deps.expiryMs, clientIp },
      );
      await deps.repo.setProvider(orderNo, providerRef, payUrl);
      return toDepositOrder((await deps.repo.depositByOrderNo(orderNo))!);
    },

    async get(userId: number, orderNo: string): Promise<DepositOrder> {
      const order = await deps.repo.depositByOrderNo(orderNo);
      if (!order || order.userId !== userId) throw new AppError('notFound');
      return toDepositOrder(order);
    },

    async list(userId: number, page: { pageNum: number; pageSize: number }) {
      const r = await deps.repo.depositPage(userId, (page.pageNum - 1) * page.pageSize, page.pageSize);
      return { list: r.list.map(toDepositOrder), total: r.total };
    },

    /** A notice posted to the contract's callback: verified by its provider, matched to its order, applied once. */
    async applyNotice(providerName: string, notice: PaymentNotice) {
      const provider = byName.get(providerName);
      const verified = provider?.readNotice?.(notice);
      if (!provider || !verified) throw new AppError('forbidden', 'payments.badSignature');
      const outcome = await apply(provider, verified);
      if (outcome.kind !== 'applied' && outcome.kind !== 'unchanged')
        throw new AppError('conflict', 'payments.mismatch');
      return { orderNo: outcome.orderNo, status: outcome.status, applied: outcome.kind === 'applied' };
    },

    apply,
    orderFor,

    /** An order its provider never saw paid, past its expiry: cancelled (a later paid result still credits). */
    async expire(orderNo: string): Promise<boolean> {
      return deps.repo.settleDeposit(orderNo, 'cancelled', now());
    },

    provider: (name: string) => byName.get(name),
  };
}
export type DepositService = ReturnType<typeof createDepositService>;

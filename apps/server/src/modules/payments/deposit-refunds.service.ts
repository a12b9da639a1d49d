import { createHash } from 'node:crypto';
import type { DepositRefund } from '@matchday/contract';
import { AppError } from '../../http/app-error.js';
import type { WalletService } from '../wallet/index.js';
import type { PaymentProvider } from './payment-provider.js';
import type { DepositRow, PaymentsRepository } from './payments.repository.js';
import type { RefundRow, RefundsRepository } from './refunds.repository.js';

/** What the provider hears as the refund's id: the same on every try, 32 letters and digits (VNPay's vnp_RequestId). */
export const refundRequestId = (orderNo: string, key: string) =>
  `R${createHash('sha256').update(`${orderNo}:${key}`).digest('hex').slice(0, 31)}`;
const WALLET_CAP_KEY = 'walletCap';
const HOUSE = { house: 'cash' } as const;

/**
 * Deposits given back at their provider, in full. A paid deposit the wallet cannot take is refunded
 * on its own (`refundUncredited`); a super admin refunds a credited one (`refundByOperator`), which
 * first takes the amount back from the wallet and returns it if the provider refuses. The row is
 * written before the provider is asked, so an unconfirmed refund is asked again by the sweep.
 */
export function createDepositRefunds(deps: {
  refunds: RefundsRepository;
  orders: Pick<PaymentsRepository, 'depositByOrderNo' | 'settleDeposit' | 'markRefunded'>;
  providers: readonly PaymentProvider[];
  wallet: Pick<WalletService, 'transfer' | 'balance'>;
  logger?: {
    info(obj: object, msg: string): void;
    warn?(obj: object, msg: string): void;
    error?(obj: object, msg: string): void;
  };
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const byName = new Map(deps.providers.map((p) => [p.name, p]));

  /** An operator refund's ledger step, keyed by the refund: `take` from the member, `restore` after a refusal. */
  const ledger = (row: RefundRow, step: 'take' | 'restore') =>
    deps.wallet.transfer({
      idempotencyKey: `refund:${step}:${row.requestId}`,
      kind: 'refund',
      reference: `deposit ${row.orderNo} ${step === 'take' ? 'refunded' : 'refund refused'}`,
      from: step === 'take' ? { member: row.userId } : HOUSE,
      to: step === 'take' ? HOUSE : { member: row.userId },
      amount: row.amount,
      currency: row.currency,
    });

  /** Asks the provider once and records its word; an answer it cannot give leaves the row for the sweep. */
  async function settle(row: RefundRow, requestedBy = 'system'): Promise<RefundRow> {
    const provider = byName.get(row.provider);
    const order = await deps.orders.depositByOrderNo(row.orderNo);
    if (!provider?.refund || !order) {
      deps.logger?.error?.({ orderNo: row.orderNo, provider: row.provider }, 'a refund whose provider cannot refund');
      return row;
    }
    if (row.cause === 'operator' && (await ledger(row, 'take')).status === 'rejected') {
      // Nothing left the wallet and nothing was asked: the refund did not happen.
      await deps.refunds.remove(row.orderNo, row.requestId);
      throw new AppError('insufficientFunds', 'payments.refundUnfunded');
    }
    let answer;
    try {
      answer = await provider.refund({
        orderNo: row.orderNo,
        providerRef: order.providerRef,
        amount: row.amount,
        currency: row.currency,
        createdAt: order.createdAt,
        paidAt: order.settledAt ?? row.createdAt,
        requestId: row.requestId,
        reason: row.reason,
        requestedBy,
      });
    } catch (err) {
      deps.logger?.warn?.({ err, orderNo: row.orderNo }, 'refund not confirmed by its provider; the sweep asks again');
      return row;
    }
    if (answer.kind === 'refused') {
      if (row.cause === 'operator' && (await ledger(row, 'restore')).status === 'rejected')
        deps.logger?.error?.(
          { orderNo: row.orderNo, userId: row.userId },
          'a refused refund could not be returned to the wallet; credit it by hand',
        );
      if (row.cause === WALLET_CAP_KEY)
        deps.logger?.error?.(
          { orderNo: row.orderNo, userId: row.userId, reason: answer.reason },
          'a paid deposit the wallet could not take was refused a refund by its provider; refund it or credit it by hand',
        );
    }
    const to = answer.kind === 'accepted' ? 'refunded' : 'refused';
    if (
      await deps.refunds.move(
        row.orderNo,
        'requested',
        to,
        now(),
        answer.kind === 'refused' ? answer.reason.slice(0, 200) : null,
      )
    ) {
      if (to === 'refunded') await deps.orders.markRefunded(row.orderNo, now());
      deps.logger?.info({ orderNo: row.orderNo, cause: row.cause, status: to }, 'deposit refund settled');
    }
    return (await deps.refunds.byOrderNo(row.orderNo)) ?? row;
  }

  async function answer(row: RefundRow): Promise<DepositRefund> {
    return {
      orderNo: row.orderNo,
      userId: row.userId,
      amount: row.amount,
      currency: row.currency,
      provider: row.provider,
      status: row.status as DepositRefund['status'],
      providerReason: row.providerReason,
      balance: await deps.wallet.balance(row.userId, row.currency),
    };
  }

  return {
    /** Whether the order has a refund (then it is never credited). */
    has: async (orderNo: string) => (await deps.refunds.byOrderNo(orderNo)) !== undefined,

    /** A paid deposit the wallet refused: the order fails and its money goes back; the operator hears only of a refusal. */
    async refundUncredited(order: DepositRow): Promise<boolean> {
      const made = await deps.refunds.insert({
        orderNo: order.orderNo,
        userId: order.userId,
        amount: order.amount,
        currency: order.currency,
        provider: order.provider,
        cause: WALLET_CAP_KEY,
        requestId: refundRequestId(order.orderNo, WALLET_CAP_KEY),
        status: 'requested',
        idempotencyKey: null,
        adminId: null,
        reason: 'the wallet could not hold the deposit',
        providerReason: null,
        createdAt: now(),
        updatedAt: now(),
      });
      await deps.orders.settleDeposit(order.orderNo, 'failed', now());
      const row = await deps.refunds.byOrderNo(order.orderNo);
      if (made && row) await settle(row);
      return made;
    },

    /** A super admin's refund of a credited deposit; the same key answers the first outcome. */
    async refundByOperator(
      admin: { userId: number; userName: string },
      input: { orderNo: string; reason: string; idempotencyKey: string },
    ): Promise<DepositRefund> {
      const order = await deps.orders.depositByOrderNo(input.orderNo);
      if (!order) throw new AppError('notFound');
      const existing = await deps.refunds.byOrderNo(order.orderNo);
      if (existing) {
        if (existing.cause !== 'operator' || existing.idempotencyKey !== input.idempotencyKey)
          throw new AppError('conflict', 'payments.alreadyRefunded');
        return answer(existing.status === 'requested' ? await settle(existing, admin.userName) : existing);
      }
      if (order.status !== 'paid') throw new AppError('conflict', 'payments.notRefundable');
      if (!byName.get(order.provider)?.refund) throw new AppError('conflict', 'payments.refundUnavailable');
      const row: RefundRow = {
        orderNo: order.orderNo,
        userId: order.userId,
        amount: order.amount,
        currency: order.currency,
        provider: order.provider,
        cause: 'operator',
        requestId: refundRequestId(order.orderNo, input.idempotencyKey),
        status: 'requested',
        idempotencyKey: input.idempotencyKey,
        adminId: admin.userId,
        reason: input.reason,
        providerReason: null,
        createdAt: now(),
        updatedAt: now(),
      };
      if (!(await deps.refunds.insert(row))) return this.refundByOperator(admin, input);
      deps.logger?.info(
        { orderNo: row.orderNo, adminId: admin.userId, reason: row.reason },
        'deposit refund asked by an operator',
      );
      return answer(await settle(row, admin.userName));
    },

    /** The sweep's part: refunds asked before `before` and not confirmed are asked again. */
    async retryUnconfirmed(before: number, limit: number): Promise<number> {
      let settled = 0;
      for (const row of await deps.refunds.unconfirmed(before, limit)) {
        try {
          if ((await settle(row)).status !== 'requested') settled++;
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          deps.logger?.error?.(
            { orderNo: row.orderNo },
            'an operator refund found the wallet without the amount; nothing was refunded',
          );
        }
      }
      return settled;
    },
  };
}
export type DepositRefunds = ReturnType<typeof createDepositRefunds>;

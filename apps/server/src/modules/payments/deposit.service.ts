import { randomBytes } from 'node:crypto';
import type { DepositOrder } from '@matchday/contract';
import { AppError } from '../../http/app-error.js';
import type { GamblingControlsService } from '../responsible-gambling/index.js';
import type { WalletService } from '../wallet/index.js';
import type { PaymentNotice, PaymentProvider } from './payment-provider.js';
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

/**
 * Deposits: an order at the provider, then its signed notice. A paid notice credits the wallet
 * with the transfer key `deposit:{orderNo}`, so any number of replays credit once.
 */
export function createDepositService(deps: {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  wallet: Pick<WalletService, 'transfer'>;
  controls: Pick<GamblingControlsService, 'assertAllowed'>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  async function credit(order: DepositRow) {
    await deps.wallet.transfer({
      idempotencyKey: `deposit:${order.orderNo}`,
      kind: 'deposit',
      reference: order.orderNo,
      from: { house: 'cash' },
      to: { member: order.userId },
      amount: order.amount,
      currency: order.currency,
    });
  }

  return {
    async create(
      userId: number,
      input: { amount: number; currency: string; idempotencyKey: string },
      lang: string,
    ): Promise<DepositOrder> {
      const existing = await deps.repo.depositByKey(userId, input.idempotencyKey);
      if (existing) {
        if (existing.amount !== input.amount || existing.currency !== input.currency)
          throw new AppError('idempotencyConflict');
        return toDepositOrder(existing);
      }
      await deps.controls.assertAllowed(userId, 'deposit', input.amount, input.currency, lang);
      const orderNo = newOrderNo();
      const inserted = await deps.repo.insertDeposit({
        orderNo,
        userId,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        provider: deps.provider.name,
        providerRef: null,
        payUrl: '',
        status: 'pending',
        createdAt: now(),
        settledAt: null,
      });
      if (!inserted) return this.create(userId, input, lang);
      const { providerRef, payUrl } = await deps.provider.createDeposit({
        orderNo,
        userId,
        amount: input.amount,
        currency: input.currency,
        lang,
        returnUrl: `/personal/${userId}?tab=wallet&deposit=${orderNo}`,
      });
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

    /** A provider's notice: verified, matched to its order, applied once. */
    async applyNotice(providerName: string, notice: PaymentNotice) {
      if (providerName !== deps.provider.name || !deps.provider.verify(notice))
        throw new AppError('forbidden', 'payments.badSignature');
      const order = await deps.repo.depositByOrderNo(notice.orderNo);
      if (
        !order ||
        order.provider !== providerName ||
        order.providerRef !== notice.providerRef ||
        order.amount !== notice.amount ||
        order.currency !== notice.currency
      ) {
        throw new AppError('conflict', 'payments.mismatch');
      }
      // Money the provider collected is credited even after a cancel: the member paid.
      if (notice.status === 'paid') await credit(order);
      const applied =
        order.status === 'paid' ? false : await deps.repo.settleDeposit(order.orderNo, notice.status, now());
      const after = await deps.repo.depositByOrderNo(order.orderNo);
      return { orderNo: order.orderNo, status: after!.status as DepositOrder['status'], applied };
    },
  };
}
export type DepositService = ReturnType<typeof createDepositService>;

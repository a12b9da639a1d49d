import { describe, expect, it, vi } from 'vitest';
import { createDepositReconciler } from './deposit-reconciler.js';
import type { ApplyOutcome } from './deposit.service.js';
import { limitsOf, SANDBOX_LIMITS } from './payment-limits.js';
import type { PaymentProvider, ProviderStatus, VerifiedNotice } from './payment-provider.js';
import type { DepositRow } from './payments.repository.js';

const MIN = 60_000;
const order = (orderNo: string, createdAt: number, provider = 'p'): DepositRow => ({
  id: 1,
  orderNo,
  userId: 7,
  idempotencyKey: orderNo,
  amount: 1_000,
  currency: 'VND',
  provider,
  providerRef: orderNo,
  payUrl: '',
  status: 'pending',
  createdAt,
  settledAt: null,
});

function setup(
  statuses: Record<string, ProviderStatus | Error>,
  rows: DepositRow[],
  now: number,
  retryUnconfirmed?: (askedBefore: number, batch: number) => Promise<number>,
) {
  const provider: PaymentProvider = {
    name: 'p',
    limits: limitsOf(SANDBOX_LIMITS),
    createDeposit: async () => ({ providerRef: '', payUrl: '' }),
    queryStatus: async (o) => {
      const s = statuses[o.orderNo]!;
      if (s instanceof Error) throw s;
      return s;
    },
  };
  const applied: VerifiedNotice[] = [];
  const expired: string[] = [];
  const pendingDeposits = vi.fn(async (_names: string[], from: number, to: number) =>
    rows.filter((r) => r.createdAt >= from && r.createdAt < to),
  );
  const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  const reconciler = createDepositReconciler({
    repo: { pendingDeposits },
    providers: [provider, { ...provider, name: 'quiet', queryStatus: undefined }],
    deposits: {
      apply: async (_p, n): Promise<ApplyOutcome> => {
        applied.push(n);
        return n.amount === 1_000
          ? { kind: 'applied', orderNo: n.orderNo, status: n.status }
          : { kind: 'amountMismatch' };
      },
      expire: async (orderNo) => (expired.push(orderNo), true),
    },
    ...(retryUnconfirmed ? { refunds: { retryUnconfirmed } } : {}),
    logger,
    intervalMs: MIN,
    expiryMs: 15 * MIN,
    now: () => now,
  });
  return { reconciler, applied, expired, pendingDeposits, logger };
}

describe('deposit reconciliation', () => {
  const now = Date.UTC(2026, 10, 28, 12);
  const paid = { kind: 'final', notice: { orderNo: 'A', status: 'paid', amount: 1_000, currency: 'VND' } } as const;

  it('applies final answers, cancels orders the provider never saw once past expiry, leaves the rest', async () => {
    const s = setup(
      {
        A: paid,
        B: { kind: 'absent' },
        C: { kind: 'absent' },
        D: { kind: 'pending' },
        E: new Error('timeout'),
        F: { kind: 'final', notice: { ...paid.notice, orderNo: 'F', amount: 5 } },
      },
      [
        order('A', now - 2 * MIN),
        order('B', now - 30 * MIN),
        order('C', now - 20 * MIN),
        order('D', now - 60 * MIN),
        order('E', now - 2 * MIN),
        order('F', now - 2 * MIN),
      ],
      now,
    );
    expect(await s.reconciler.sweep()).toBe(2);
    expect(s.applied.map((n) => n.orderNo)).toEqual(['A', 'F']);
    // B: 30 minutes old, past 15 of expiry and 10 of grace; C at 20 minutes is not yet.
    expect(s.expired).toEqual(['B']);
    expect(s.pendingDeposits).toHaveBeenCalledWith(['p'], now - 7 * 24 * 60 * MIN, now - MIN, 200);
    expect(s.logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ orderNo: 'E' }),
      'payment status query failed',
    );
    expect(s.logger.error).toHaveBeenCalledWith(
      { orderNo: 'F', outcome: 'amountMismatch' },
      'provider status does not match the order',
    );
  });

  it('runs one sweep at a time and stops cleanly', async () => {
    const s = setup({ A: paid }, [order('A', now - 2 * MIN)], now);
    const [a, b] = [s.reconciler.sweep(), s.reconciler.sweep()];
    expect(a).toBe(b);
    await a;
    expect(s.pendingDeposits).toHaveBeenCalledTimes(1);
    await s.reconciler.stop();
  });

  it('#3 asks again about refunds asked more than one interval ago and not confirmed, before the orders', async () => {
    const retryUnconfirmed = vi.fn(async () => 2);
    const s = setup({ A: paid }, [order('A', now - 2 * MIN)], now, retryUnconfirmed);
    expect(await s.reconciler.sweep()).toBe(1);
    expect(retryUnconfirmed).toHaveBeenCalledWith(now - MIN, 200);
    expect(s.logger.info).toHaveBeenCalledWith({ refunded: 2 }, 'deposit refunds confirmed by their providers');
    expect(s.applied.map((n) => n.orderNo)).toEqual(['A']);
  });
});

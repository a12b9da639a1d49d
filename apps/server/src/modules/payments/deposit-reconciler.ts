import type { FastifyBaseLogger } from 'fastify';
import type { DepositRefunds } from './deposit-refunds.service.js';
import type { DepositService } from './deposit.service.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PaymentsRepository } from './payments.repository.js';

/** How far back the sweep looks: providers answer status queries for recent orders only. */
const WINDOW_MS = 7 * 24 * 3600_000;
/** After its expiry, an order the provider never saw waits this long more before it is cancelled. */
const EXPIRY_GRACE_MS = 10 * 60_000;
const BATCH = 200;

/**
 * The reconciliation sweep: pending orders older than one interval are asked about at their
 * provider (never inside a transaction); a final answer is applied like a notice (credited once by
 * its transfer key), an order the provider never saw is cancelled once past its expiry, and a refund
 * not confirmed is asked again. Several nodes may sweep at once: every step is idempotent.
 */
export function createDepositReconciler(deps: {
  repo: Pick<PaymentsRepository, 'pendingDeposits'>;
  providers: readonly PaymentProvider[];
  deposits: Pick<DepositService, 'apply' | 'expire'>;
  /** Refunds asked at a provider and not confirmed (a network failure, a crash) are asked again. */
  refunds?: Pick<DepositRefunds, 'retryUnconfirmed'>;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  intervalMs: number;
  expiryMs: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const asked = deps.providers.filter((p) => p.queryStatus);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let closed = false;

  async function sweepOnce(): Promise<number> {
    const t = now();
    const refunded = (await deps.refunds?.retryUnconfirmed(t - deps.intervalMs, BATCH)) ?? 0;
    if (refunded > 0) deps.logger.info({ refunded }, 'deposit refunds confirmed by their providers');
    if (asked.length === 0) return refunded;
    const orders = await deps.repo.pendingDeposits(
      asked.map((p) => p.name),
      t - WINDOW_MS,
      t - deps.intervalMs,
      BATCH,
    );
    let settled = 0;
    for (const order of orders) {
      if (closed) break;
      const provider = asked.find((p) => p.name === order.provider)!;
      try {
        const status = await provider.queryStatus!(order);
        if (status.kind === 'final') {
          const outcome = await deps.deposits.apply(provider, status.notice);
          if (outcome.kind === 'applied') settled++;
          else if (outcome.kind !== 'unchanged')
            deps.logger.error(
              { orderNo: order.orderNo, outcome: outcome.kind },
              'provider status does not match the order',
            );
        } else if (status.kind === 'absent' && t > order.createdAt + deps.expiryMs + EXPIRY_GRACE_MS) {
          if (await deps.deposits.expire(order.orderNo)) settled++;
        }
      } catch (err) {
        deps.logger.warn({ err, orderNo: order.orderNo, provider: provider.name }, 'payment status query failed');
      }
    }
    if (settled > 0) deps.logger.info({ settled }, 'deposits reconciled with their providers');
    return settled;
  }

  /** One sweep at a time: a call while one runs waits for it. */
  const sweep = () => (running ??= sweepOnce().finally(() => (running = undefined)));

  function schedule() {
    if (closed || deps.intervalMs <= 0) return;
    timer = setTimeout(() => {
      sweep()
        .catch((err: unknown) => deps.logger.error({ err }, 'deposit reconciliation failed'))
        .finally(schedule);
    }, deps.intervalMs);
    timer.unref();
  }

  return {
    sweep,
    start: schedule,
    async stop() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
export type DepositReconciler = ReturnType<typeof createDepositReconciler>;

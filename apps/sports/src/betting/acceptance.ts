import { orderRejectReason, orderStatus } from '@matchday/contract';
import type { BettingContext } from './betting-context.js';
import { rejectOrder } from './order-money.js';
import type { StoredOrder } from './order.repository.js';
import { priceLeg } from './selection.js';
import { oddsToThousandths, priceAcceptable } from './units.js';

/** Why an in-play order cannot be accepted now, or null when it can. */
export function confirmationProblem(ctx: BettingContext, order: StoredOrder, now: number): number | null {
  const snap = ctx.feed.snapshot(now);
  for (const leg of order.legs) {
    const priced = priceLeg(
      ctx.feed,
      snap,
      { matchId: leg.matchId, marketId: leg.marketId, optionType: leg.optionType },
      'en',
    );
    if (!priced || !priced.bettable) return orderRejectReason.marketSuspended;
    if (!priceAcceptable(leg.odds, oddsToThousandths(priced.option.od), order.oddsChange))
      return orderRejectReason.oddsChanged;
  }
  return null;
}

/**
 * In-play orders wait out their delay confirming (status 1), then are accepted when every leg's
 * market is still open and its price within the member's setting, or rejected with the
 * contract's reason (4 suspended, 8 odds changed) and their stake given back.
 */
export function createAcceptance(ctx: BettingContext) {
  const waiting = new Map<string, StoredOrder>();

  async function decide(order: StoredOrder): Promise<void> {
    const now = ctx.clock();
    const problem = confirmationProblem(ctx, order, now);
    if (problem === null) {
      const moved = await ctx.store.changeStatus([
        { id: order.id, from: [orderStatus.confirming], status: orderStatus.accepted, at: now },
      ]);
      if (moved.length > 0)
        ctx.notify(order.userId, { event: 'order', data: { oid: order.id, st: orderStatus.accepted } });
      return;
    }
    ctx.risk.close(order);
    await rejectOrder(ctx, order, problem, [orderStatus.confirming], true);
  }

  return {
    /** Queues an order that has just moved to confirming. */
    watch(order: StoredOrder): void {
      if (order.status === orderStatus.confirming) waiting.set(order.id, order);
    },
    /** Decides every order whose delay has ended. */
    async tick(): Promise<number> {
      const now = ctx.clock();
      const due = [...waiting.values()].filter((o) => (o.acceptAt ?? 0) <= now);
      for (const o of due) waiting.delete(o.id);
      await Promise.all(
        due.map((o) =>
          decide(o).catch((err: unknown) => {
            ctx.log(`acceptance of order ${o.id} failed; retried`, err);
            waiting.set(o.id, o);
          }),
        ),
      );
      return due.length;
    },
    /** At start: orders a previous run left confirming. */
    async recover(): Promise<void> {
      for (const o of await ctx.store.inStatus(orderStatus.confirming)) waiting.set(o.id, o);
    },
    get waiting() {
      return waiting.size;
    },
  };
}

export type Acceptance = ReturnType<typeof createAcceptance>;

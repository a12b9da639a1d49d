import { minorToMajor, majorToMinor } from '@matchday/core';
import type {
  ReservedCashOut,
  ReservedCashOutInfo,
  SportsCodeName,
  SportsRequestOf,
  SportsTextLanguage,
  cashOutReserveBet,
} from '@matchday/contract';
import {
  MAX_CASH_OUTS_PER_ORDER,
  MAX_PENDING_RESERVED_CASH_OUTS,
  reservedCashOutEndReason,
  reservedCashOutStatus,
} from '@matchday/contract';
import type { Snapshot } from '../schedule/snapshot.js';
import type { Bettor, BettingContext } from './betting-context.js';
import { limitsOf } from './betting-rules.js';
import type { CashOut } from './cash-out.js';
import { cashOutUnitPrice } from './cash-out-price.js';
import type { CashOutRepository } from './cash-out.repository.js';
import type { StoredOrder } from './order.repository.js';
import { cashOutAllowed, legView, reservedCashOutView } from './order-view.js';
import type { ReservedCashOutRow, ReservedCashOutRepository } from './reserved-cash-out.repository.js';
import { SportsFailure } from '../errors.js';

type ReserveBody = SportsRequestOf<typeof cashOutReserveBet>;

const { pending, processing, rejected, cancelled, executed } = reservedCashOutStatus;

/** The cash-out a reserved one makes carries this request key: a restart or a second process finds it instead of taking again. */
export const reservedCashOutKey = (id: string) => `reserved-${id}`;

/** Why an order can no longer carry `r` (null while it can): the reservation then ends unpaid. */
function endReasonOf(order: StoredOrder | undefined, r: ReservedCashOutRow): number | null {
  if (!order || order.cashedOutStake >= order.totalStake) return reservedCashOutEndReason.orderSettled;
  if (order.cashOutCount >= MAX_CASH_OUTS_PER_ORDER) return reservedCashOutEndReason.cashOutLimit;
  if (!cashOutAllowed(order)) return reservedCashOutEndReason.orderSettled;
  const remaining = order.totalStake - order.cashedOutStake;
  const min = limitsOf(order.currency)?.minStake ?? 0;
  if (r.stake > remaining || (r.stake < remaining && r.stake < min)) return reservedCashOutEndReason.stakeGone;
  return null;
}

/** Failures of `take` that end a reservation, by the reason they give; others (a moved price) leave it waiting. */
const ENDING: Partial<Record<SportsCodeName, number>> = {
  orderNotFound: reservedCashOutEndReason.orderSettled,
  cashOutLimitReached: reservedCashOutEndReason.cashOutLimit,
  cashOutStakeTooHigh: reservedCashOutEndReason.stakeGone,
  cashOutStakeBelowMinimum: reservedCashOutEndReason.stakeGone,
};

/**
 * Reserved (automatic) cash-outs (§8 step 4): a member names a target payout for part or all of
 * an open order's remaining stake; `watch` (every second) takes the cash-out through the same
 * `take` as `cashOut/bet` once the live value reaches the target, paying the live value. A
 * reservation is claimed (1 processing) before taking, its cash-out keyed `reserved-{id}`, so a
 * crash or a second process finds the cash-out instead of paying again.
 */
export function createReservedCashOuts(
  ctx: BettingContext,
  store: ReservedCashOutRepository,
  cashOut: CashOut,
  cashOuts: CashOutRepository,
) {
  /** Records `r` taken and, once (by whoever moved it), tells the member what it paid. */
  async function taken(r: ReservedCashOutRow, made: { id: string; payout: number }): Promise<void> {
    if (
      await store.move(
        r.id,
        [pending, processing, rejected, cancelled],
        { status: executed, cashOutId: made.id, paidPayout: made.payout },
        ctx.clock(),
      )
    ) {
      ctx.notify(r.userId, {
        event: 'reservedCashOut',
        data: { id: r.id, oid: r.orderId, st: executed, pa: minorToMajor(made.payout) },
      });
    }
  }

  /** Marks `r` taken when its cash-out exists (made here before a crash, or by another process); money moved, so that wins. */
  async function finishIfMade(r: ReservedCashOutRow): Promise<boolean> {
    const made = await cashOuts.byRequest(r.userId, reservedCashOutKey(r.id));
    if (!made) return false;
    await taken(r, made);
    return true;
  }

  async function end(r: ReservedCashOutRow, reason: number): Promise<void> {
    if (await finishIfMade(r)) return;
    if (await store.move(r.id, [pending, processing], { status: rejected, endReason: reason }, ctx.clock())) {
      ctx.notify(r.userId, { event: 'reservedCashOut', data: { id: r.id, oid: r.orderId, st: rejected, fr: reason } });
    }
  }

  /** Claims `r`, takes its cash-out at the live value (at least the target) and records what it paid. */
  async function execute(r: ReservedCashOutRow): Promise<void> {
    if (r.status === pending && !(await store.move(r.id, [pending], { status: processing }, ctx.clock()))) return;
    try {
      await taken(
        r,
        await cashOut.takeFor({
          userId: r.userId,
          orderId: r.orderId,
          stake: r.stake,
          unit: 'live',
          floor: r.targetPayout,
          requestKey: reservedCashOutKey(r.id),
        }),
      );
    } catch (err) {
      if (!(err instanceof SportsFailure)) throw err;
      const reason = ENDING[err.codeName];
      if (reason !== undefined) await end(r, reason);
      else if (!(await finishIfMade(r))) await store.move(r.id, [processing], { status: pending }, ctx.clock());
    }
  }

  /** One open reservation: finished if a crash left its cash-out made, ended, taken, or left waiting. */
  async function check(r: ReservedCashOutRow, order: StoredOrder | undefined, snap: Snapshot): Promise<void> {
    if (r.status === processing && (await finishIfMade(r))) return;
    const reason = endReasonOf(order, r);
    if (reason !== null) return end(r, reason);
    const live = cashOutUnitPrice(ctx, snap, order!);
    if (live !== null && Math.floor((r.stake * live) / 1000) >= r.targetPayout) return execute(r);
    if (r.status === processing) await store.move(r.id, [processing], { status: pending }, ctx.clock());
  }

  return {
    async reserve(bettor: Bettor, body: ReserveBody): Promise<ReservedCashOut> {
      if (body.requestKey) {
        const done = await store.byRequest(bettor.userId, body.requestKey);
        if (done) return reservedCashOutView(done);
      }
      const order = (await ctx.store.ofUser(bettor.userId, [body.orderId]))[0];
      if (!order) throw new SportsFailure('orderNotFound');
      if (order.cashOutCount >= MAX_CASH_OUTS_PER_ORDER) throw new SportsFailure('cashOutLimitReached');
      if (!cashOutAllowed(order)) throw new SportsFailure('cashOutNotSupported');
      const open = await store.openOfOrder(order.id);
      // A concurrent twin with the same request key may have made it since the check above: the same answer, not a refusal.
      if (open && body.requestKey && open.userId === bettor.userId && open.requestKey === body.requestKey)
        return reservedCashOutView(open);
      if (open)
        throw new SportsFailure(open.status === processing ? 'reservedCashOutProcessing' : 'reservedCashOutExists');
      const remaining = order.totalStake - order.cashedOutStake;
      const stake = majorToMinor(body.cashOutStake);
      if (stake > remaining) throw new SportsFailure('cashOutStakeTooHigh');
      if (stake < remaining && stake < (limitsOf(order.currency)?.minStake ?? 0))
        throw new SportsFailure('reservedCashOutStakeBelowMinimum');
      const target = majorToMinor(body.cashOutPayoutStake);
      if (target > Math.floor((order.maxReturn * stake) / order.totalStake))
        throw new SportsFailure('reservedCashOutAboveMaxReturn');
      const live = cashOutUnitPrice(ctx, ctx.feed.snapshot(ctx.clock()), order);
      if (live === null) throw new SportsFailure('cashOutNotSupported');
      if (target <= Math.floor((stake * live) / 1000))
        throw new SportsFailure(
          'reservedCashOutValueChanged',
          'cashOutPayoutStake: the target must be above the current cash-out value',
        );
      if ((await store.openCount(bettor.userId)) >= MAX_PENDING_RESERVED_CASH_OUTS)
        throw new SportsFailure('reservedCashOutLimitReached');
      const now = ctx.clock();
      const row: ReservedCashOutRow = {
        id: ctx.mintId(),
        orderId: order.id,
        userId: bettor.userId,
        requestKey: body.requestKey ?? null,
        stake,
        targetPayout: target,
        status: pending,
        endReason: null,
        cashOutId: null,
        paidPayout: null,
        createdAt: now,
        updatedAt: now,
      };
      if (!(await store.insert(row))) {
        const twin = body.requestKey ? await store.byRequest(bettor.userId, body.requestKey) : undefined;
        if (twin) return reservedCashOutView(twin);
        throw new SportsFailure('reservedCashOutExists');
      }
      return reservedCashOutView(row);
    },

    async cancel(bettor: Bettor, id: string): Promise<boolean> {
      const [r] = await store.ofUser(bettor.userId, [id]);
      if (!r) throw new SportsFailure('reservedCashOutNotFound');
      if (
        await store.move(
          r.id,
          [pending],
          { status: cancelled, endReason: reservedCashOutEndReason.cancelledByMember },
          ctx.clock(),
        )
      )
        return true;
      const [now] = await store.ofUser(bettor.userId, [id]);
      throw new SportsFailure(now?.status === processing ? 'reservedCashOutProcessing' : 'reservedCashOutNotFound');
    },

    async byIds(bettor: Bettor, ids: readonly string[], lang: SportsTextLanguage): Promise<ReservedCashOutInfo[]> {
      const rows = await store.ofUser(bettor.userId, ids);
      const orders = new Map(
        (await ctx.store.ofUser(bettor.userId, [...new Set(rows.map((r) => r.orderId))])).map((o) => [o.id, o]),
      );
      return rows.map((r) => ({
        ...reservedCashOutView(r),
        ops: (orders.get(r.orderId)?.legs ?? []).map((l) => legView(l, lang)),
      }));
    },

    /** Takes every open reservation whose value reached its target; ends those whose order moved on. */
    async watch(): Promise<void> {
      const open = await store.open();
      if (open.length === 0) return;
      const snap = ctx.feed.snapshot(ctx.clock());
      const orders = new Map((await ctx.store.byIds([...new Set(open.map((r) => r.orderId))])).map((o) => [o.id, o]));
      for (const r of open) await check(r, orders.get(r.orderId), snap);
    },
  };
}

export type ReservedCashOuts = ReturnType<typeof createReservedCashOuts>;

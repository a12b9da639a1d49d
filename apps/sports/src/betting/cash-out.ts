import type { CashOutQuote, CashOutRecord, SportsRequestOf, cashOutBet } from '@matchday/contract';
import {
  cashOutQuoteStatus,
  cashOutStatus,
  MAX_CASH_OUTS_PER_ORDER,
  orderStatus,
  reservedCashOutStatus,
} from '@matchday/contract';
import { currencyIdOf, minorToMajor, majorToMinor } from '@matchday/core';
import type { Bettor, BettingContext } from './betting-context.js';
import { CASH_OUT_TOLERANCE, limitsOf } from './betting-rules.js';
import { cashOutUnitPrice } from './cash-out-price.js';
import type { CashOutRow, CashOutRepository } from './cash-out.repository.js';
import { walletKey } from './order-money.js';
import { cashOutAllowed } from './order-view.js';
import type { StoredOrder } from './order.repository.js';
import {
  OPEN_RESERVED,
  type ReservedCashOutRow,
  type ReservedCashOutRepository,
} from './reserved-cash-out.repository.js';
import { SportsFailure } from '../errors.js';

type CashOutBody = SportsRequestOf<typeof cashOutBet>;

/** What taking a cash-out needs, whether a member asks now or a reserved cash-out reached its target. */
export interface CashOutRequest {
  userId: number;
  orderId: string;
  /** Part of the remaining stake, minor units. */
  stake: number;
  /** The quoted price per unit (thousandths) the member accepted, or `live` for the price now. */
  unit: number | 'live';
  /** The least payout for `stake`: below it nothing is taken (a reserved cash-out's target). */
  floor?: number;
  requestKey: string | null;
}

const answer = (row: Pick<CashOutRow, 'id' | 'status' | 'payout'>) => ({
  id: row.id,
  st: row.status,
  cops: minorToMajor(row.payout),
});

/**
 * Cash-out (§8): live quotes for open orders, and taking one at the quoted price while the live
 * price stays within CASH_OUT_TOLERANCE below it, paid at once through the wallet. Members and
 * reserved cash-outs take through one `take`, one at a time per order (serialized here, and a
 * conditional update against other processes).
 */
export function createCashOut(ctx: BettingContext, store: CashOutRepository, reserved: ReservedCashOutRepository) {
  const busy = new Map<string, Promise<unknown>>();

  async function pay(
    row: CashOutRow | Omit<CashOutRow, 'paid'>,
    order: Pick<StoredOrder, 'userId' | 'currency'>,
    full: boolean,
  ): Promise<void> {
    await ctx.wallet.credit({
      key: walletKey.cashOut(row.orderId, row.id),
      userId: order.userId,
      currency: order.currency,
      amount: row.payout,
      orderId: row.orderId,
      kind: 'cashout',
      betState: full ? 'settled' : 'open',
      at: ctx.clock(),
    });
    await store.markPaid(row.id);
  }

  async function take(req: CashOutRequest): Promise<Omit<CashOutRow, 'paid'>> {
    const order = (await ctx.store.ofUser(req.userId, [req.orderId]))[0];
    if (!order) throw new SportsFailure('orderNotFound');
    if (order.cashOutCount >= MAX_CASH_OUTS_PER_ORDER) throw new SportsFailure('cashOutLimitReached');
    if (!cashOutAllowed(order)) throw new SportsFailure('cashOutNotSupported');
    const remaining = order.totalStake - order.cashedOutStake;
    const stake = req.stake;
    if (stake > remaining) throw new SportsFailure('cashOutStakeTooHigh');
    const full = stake === remaining;
    if (!full && stake < (limitsOf(order.currency)?.minStake ?? 0)) throw new SportsFailure('cashOutStakeBelowMinimum');
    const now = ctx.clock();
    const live = cashOutUnitPrice(ctx, ctx.feed.snapshot(now), order);
    if (live === null) throw new SportsFailure('cashOutNotSupported');
    if (req.unit !== 'live' && live < req.unit * (1 - CASH_OUT_TOLERANCE))
      throw new SportsFailure('cashOutQuoteInvalid');
    const unit = req.unit === 'live' ? live : req.unit;
    const payout = Math.floor((stake * unit) / 1000);
    if (req.floor !== undefined && payout < req.floor) throw new SportsFailure('cashOutQuoteInvalid');
    const row = {
      id: ctx.mintId(),
      orderId: order.id,
      userId: req.userId,
      requestKey: req.requestKey,
      stake,
      payout,
      unitPrice: unit,
      status: cashOutStatus.accepted,
      createdAt: now,
    };
    if (!(await store.record(row, order.cashedOutStake, full))) throw new SportsFailure('cashOutQuoteInvalid');
    ctx.risk.close(order, stake / order.totalStake);
    await pay(row, order, full).catch((err: unknown) => ctx.log(`cash-out ${row.id} not paid yet; retried`, err));
    if (full)
      ctx.notify(order.userId, {
        event: 'order',
        data: { oid: order.id, st: orderStatus.settled, sa: minorToMajor(order.cashedOutPayout + row.payout) },
      });
    return row;
  }

  /** Takes in the order's turn, so a repeated request key finds the cash-out its twin just made. */
  async function inTurn(req: CashOutRequest): Promise<Pick<CashOutRow, 'id' | 'status' | 'payout'>> {
    const before = busy.get(req.orderId) ?? Promise.resolve();
    const turn = before
      .catch(() => undefined)
      .then(async () => {
        const done = req.requestKey ? await store.byRequest(req.userId, req.requestKey) : undefined;
        return done ?? take(req);
      });
    busy.set(req.orderId, turn);
    try {
      return await turn;
    } finally {
      if (busy.get(req.orderId) === turn) busy.delete(req.orderId);
    }
  }

  /** `pr[].st` and `rcs` while the order has a reserved cash-out open (§5.10: 101 pending, 102 being taken). */
  function reservedQuote(r: ReservedCashOutRow | undefined): Pick<CashOutQuote, 'st' | 'rcs'> | null {
    if (!r) return null;
    return {
      st:
        r.status === reservedCashOutStatus.pending
          ? cashOutQuoteStatus.reservedPending
          : cashOutQuoteStatus.reservedProcessing,
      rcs: minorToMajor(r.targetPayout).toFixed(2),
    };
  }

  return {
    async quotes(bettor: Bettor, orderIds: readonly string[]): Promise<{ mxc: number; pr: CashOutQuote[] }> {
      const snap = ctx.feed.snapshot(ctx.clock());
      const orders = await ctx.store.ofUser(bettor.userId, orderIds);
      const open = new Map(
        (await reserved.ofOrders(orders.map((o) => o.id)))
          .filter((r) => OPEN_RESERVED.includes(r.status))
          .map((r) => [r.orderId, r]),
      );
      const min = minorToMajor(limitsOf(bettor.currency)?.minStake ?? 0);
      const pr = orders.map((o): CashOutQuote => {
        const unit = cashOutAllowed(o) ? cashOutUnitPrice(ctx, snap, o) : null;
        const quote: CashOutQuote =
          unit === null
            ? { oid: o.id, st: cashOutQuoteStatus.refused }
            : { oid: o.id, amt: unit / 1000, st: cashOutQuoteStatus.offered, smis: min, pmis: min };
        return { ...quote, ...reservedQuote(open.get(o.id)) };
      });
      return { mxc: MAX_CASH_OUTS_PER_ORDER, pr };
    },

    async take(bettor: Bettor, body: CashOutBody) {
      const unit = body.acceptOddsChange ? 'live' : Math.round(body.unitCashOutPayoutStake * 1000);
      return answer(
        await inTurn({
          userId: bettor.userId,
          orderId: body.orderId,
          stake: majorToMinor(body.cashOutStake),
          unit,
          requestKey: body.requestKey ?? null,
        }),
      );
    },

    /** Takes a cash-out for a member without a call (a reserved cash-out); same checks, same turn, same wallet key. */
    takeFor: inTurn,

    async records(bettor: Bettor, ids: readonly string[]): Promise<CashOutRecord[]> {
      return (await store.ofUser(bettor.userId, ids)).map((c) => ({
        id: c.id,
        createTime: c.createdAt,
        cashOutStake: minorToMajor(c.stake),
        cashOutPayoutStake: minorToMajor(c.payout),
        cashOutProfitStake: minorToMajor(c.payout - c.stake),
        orderStatus: c.status,
        cancelTime: null,
        remark: null,
        cancelReasonCode: null,
        cancelCashOutAmountTo: null,
        orderId: c.orderId,
        currencyId: currencyIdOf(bettor.currency),
        exchangeRate: 1,
      }));
    },

    /** Pays cash-outs a crash or an unreachable wallet left unpaid. */
    async sweep(): Promise<void> {
      const unpaid = await store.unpaid();
      const orders = new Map((await ctx.store.rowsByIds(unpaid.map((c) => c.orderId))).map((o) => [o.id, o]));
      for (const row of unpaid) {
        const order = orders.get(row.orderId);
        if (order)
          await pay(row, order, order.status === orderStatus.settled && order.cashedOutStake === order.totalStake);
      }
    },
  };
}

export type CashOut = ReturnType<typeof createCashOut>;

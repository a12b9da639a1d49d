import type { CashOutQuote, CashOutRecord, SportsRequestOf, cashOutBet } from '@matchday/contract';
import { cashOutStatus, MAX_CASH_OUTS_PER_ORDER, orderStatus } from '@matchday/contract';
import { currencyIdOf } from '@matchday/core';
import { SportsFailure } from '../http/envelope.js';
import type { Bettor, BettingContext } from './betting-context.js';
import { CASH_OUT_TOLERANCE, limitsOf } from './betting-rules.js';
import { cashOutUnitPrice } from './cash-out-price.js';
import type { CashOutRow, CashOutStore } from './cash-out-store.js';
import { walletKey } from './order-money.js';
import { cashOutAllowed } from './order-view.js';
import type { StoredOrder } from './order-store.js';
import { toMajor, toMinor } from './units.js';

type CashOutBody = SportsRequestOf<typeof cashOutBet>;

/** Quote status `pr[].st` (§5.10): 0 offered, 2 refused (not available now). */
const QUOTE_OFFERED = 0;
const QUOTE_REFUSED = 2;

/**
 * Cash-out (§8): live quotes for open orders, and taking one at the quoted price while the live
 * price stays within CASH_OUT_TOLERANCE below it, paid at once through the wallet. One cash-out
 * at a time per order (serialized here, and a conditional update against other processes).
 */
export function createCashOut(ctx: BettingContext, store: CashOutStore) {
  const busy = new Map<string, Promise<unknown>>();

  async function pay(row: CashOutRow | Omit<CashOutRow, 'paid'>, order: Pick<StoredOrder, 'userId' | 'currency'>, full: boolean): Promise<void> {
    await ctx.wallet.credit({ key: walletKey.cashOut(row.orderId, row.id), userId: order.userId, currency: order.currency, amount: row.payout, orderId: row.orderId, kind: 'cashOut', betState: full ? 'settled' : 'open', at: ctx.clock() });
    await store.markPaid(row.id);
  }

  async function take(bettor: Bettor, body: CashOutBody): Promise<{ id: string; st: number; cops: number }> {
    const order = (await ctx.store.ofUser(bettor.userId, [body.orderId]))[0];
    if (!order) throw new SportsFailure('orderNotFound');
    if (order.cashOutCount >= MAX_CASH_OUTS_PER_ORDER) throw new SportsFailure('cashOutLimitReached');
    if (!cashOutAllowed(order)) throw new SportsFailure('cashOutNotSupported');
    const remaining = order.totalStake - order.cashedOutStake;
    const stake = toMinor(body.cashOutStake);
    if (stake > remaining) throw new SportsFailure('cashOutStakeTooHigh');
    const full = stake === remaining;
    if (!full && stake < (limitsOf(order.currency)?.minStake ?? 0)) throw new SportsFailure('cashOutStakeBelowMinimum');
    const now = ctx.clock();
    const live = cashOutUnitPrice(ctx, ctx.feed.snapshot(now), order);
    if (live === null) throw new SportsFailure('cashOutNotSupported');
    const asked = Math.round(body.unitCashOutPayoutStake * 1000);
    if (!body.acceptOddsChange && live < asked * (1 - CASH_OUT_TOLERANCE)) throw new SportsFailure('cashOutQuoteInvalid');
    const unit = body.acceptOddsChange ? live : asked;
    const row = { id: ctx.mintId(), orderId: order.id, userId: bettor.userId, requestKey: body.requestKey ?? null, stake, payout: Math.floor((stake * unit) / 1000), unitPrice: unit, status: cashOutStatus.accepted, createdAt: now };
    if (!(await store.record(row, order.cashedOutStake, full))) throw new SportsFailure('cashOutQuoteInvalid');
    ctx.risk.close(order, stake / order.totalStake);
    await pay(row, order, full).catch((err: unknown) => ctx.log(`cash-out ${row.id} not paid yet; retried`, err));
    if (full) ctx.notify(order.userId, { event: 'order', data: { oid: order.id, st: orderStatus.settled, sa: toMajor(order.cashedOutPayout + row.payout) } });
    return { id: row.id, st: row.status, cops: toMajor(row.payout) };
  }

  return {
    async quotes(bettor: Bettor, orderIds: readonly string[]): Promise<{ mxc: number; pr: CashOutQuote[] }> {
      const snap = ctx.feed.snapshot(ctx.clock());
      const orders = await ctx.store.ofUser(bettor.userId, orderIds);
      const min = toMajor(limitsOf(bettor.currency)?.minStake ?? 0);
      const pr = orders.map((o): CashOutQuote => {
        const unit = cashOutAllowed(o) ? cashOutUnitPrice(ctx, snap, o) : null;
        return unit === null ? { oid: o.id, st: QUOTE_REFUSED } : { oid: o.id, amt: unit / 1000, st: QUOTE_OFFERED, smis: min, pmis: min };
      });
      return { mxc: MAX_CASH_OUTS_PER_ORDER, pr };
    },

    async take(bettor: Bettor, body: CashOutBody) {
      const before = busy.get(body.orderId) ?? Promise.resolve();
      // Inside the order's turn, so a repeated request key finds the cash-out its twin just made.
      const turn = before.catch(() => undefined).then(async () => {
        const done = body.requestKey ? await store.byRequest(bettor.userId, body.requestKey) : undefined;
        return done ? { id: done.id, st: done.status, cops: toMajor(done.payout) } : take(bettor, body);
      });
      busy.set(body.orderId, turn);
      try {
        return await turn;
      } finally {
        if (busy.get(body.orderId) === turn) busy.delete(body.orderId);
      }
    },

    async records(bettor: Bettor, ids: readonly string[]): Promise<CashOutRecord[]> {
      return (await store.ofUser(bettor.userId, ids)).map((c) => ({
        id: c.id,
        createTime: c.createdAt,
        cashOutStake: toMajor(c.stake),
        cashOutPayoutStake: toMajor(c.payout),
        cashOutProfitStake: toMajor(c.payout - c.stake),
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
        if (order) await pay(row, order, order.status === orderStatus.settled && order.cashedOutStake === order.totalStake);
      }
    },
  };
}

export type CashOut = ReturnType<typeof createCashOut>;

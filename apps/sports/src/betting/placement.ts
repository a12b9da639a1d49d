import type { PlacedOrder, SportsTextLanguage } from '@matchday/contract';
import { orderStatus } from '@matchday/contract';
import { isUniqueViolation } from '@matchday/database';
import type { Bettor, BettingContext } from './betting-context.js';
import { limitsOf, liveDelayOf } from './betting-rules.js';
import { debitStake, paymentRefusal, rejectOrder } from './order-money.js';
import type { StoredOrder } from './order.repository.js';
import type { TakenLeg } from './placement-checks.js';
import { maxReturnOf, seriesLabel, subBetsOf, sumOfSeriesOdds } from './series-math.js';
import { maxSingleStake, seriesStakeRange } from './stake-limits.js';
import { displayOdds, thousandthsToOdds } from './units.js';
import { SportsFailure } from '../errors.js';

/** One bet of a slip: a single (`seriesValue` 1, one leg) or a series over the slip's legs. */
export interface OrderDraft {
  seriesValue: number;
  /** Minor units per sub-bet. */
  unitStake: number;
  legs: TakenLeg[];
  oddsChange: number;
  relatedId?: string | null | undefined;
  thirdRemark?: string | null | undefined;
}

export interface PlacementMeta {
  requestKey: string | null;
  deviceId?: string | null | undefined;
  lang: SportsTextLanguage;
  fromReserve?: boolean;
}

function titleOf(draft: OrderDraft, lang: SportsTextLanguage): string {
  const parts = draft.legs.map((l) => {
    const n = l.priced.names()[lang];
    return `${n.mn} · ${n.mgn} ${n.on}${n.onm && n.onm !== n.on ? ` ${n.onm}` : ''} @ ${thousandthsToOdds(l.odds)}`;
  });
  const text =
    draft.legs.length === 1
      ? parts[0]!
      : `${seriesLabel(draft.legs.length, draft.seriesValue, subBetsOf(draft.legs.length, draft.seriesValue))} · ${parts.join(' / ')}`;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** The order as placed answers it (§6.3): odds as strings, in the format the member saw. */
export function placedView(order: StoredOrder): PlacedOrder {
  return {
    id: order.id,
    st: order.status,
    ops: order.legs.map((l) => ({
      mid: String(l.marketId),
      od: String(thousandthsToOdds(l.odds)),
      of: l.oddsFormat,
      bod: String(displayOdds(l.odds, l.oddsFormat)),
      ...(order.thirdRemark ? { tr: order.thirdRemark } : {}),
      ...(order.relatedId ? { rid: order.relatedId } : {}),
    })),
    ...(order.acceptAt !== null && (order.status === orderStatus.created || order.status === orderStatus.confirming)
      ? { dl: Math.max(0, order.acceptAt - order.createdAt) }
      : {}),
  };
}

/** Stake checks per draft: the currency's bounds, the win cap, the member's per-match cap and each selection's liability. */
function checkStakes(ctx: BettingContext, bettor: Bettor, drafts: readonly OrderDraft[]): void {
  const limits = limitsOf(bettor.currency);
  if (!limits) throw new SportsFailure('currencyNotSupported');
  const staked = new Map<number, number>();
  for (const [i, d] of drafts.entries()) {
    const where = d.legs.length === 1 ? `singleBetList[${i}].unitStake` : `betMultipleData[${i}].unitStake`;
    if (d.unitStake < limits.minStake) throw new SportsFailure('stakeBelowMinimum', where);
    const total = d.unitStake * subBetsOf(d.legs.length, d.seriesValue);
    for (const leg of d.legs) {
      const matchId = leg.priced.matchId;
      if (!staked.has(matchId)) staked.set(matchId, ctx.risk.staked(bettor.userId, matchId, bettor.currency));
      staked.set(matchId, staked.get(matchId)! + total);
      if (staked.get(matchId)! > limits.maxStakePerMatch) throw new SportsFailure('maximumStakeChanged', where);
    }
    if (d.legs.length === 1) {
      const leg = d.legs[0]!;
      const exposure = ctx.risk.exposure(leg.priced.marketId, leg.priced.optionType, bettor.currency);
      if (d.unitStake > maxSingleStake(limits, leg.odds, 0, exposure))
        throw new SportsFailure(exposure > 0 ? 'marketLiabilityReached' : 'maximumStakeChanged', where);
    } else {
      const count = subBetsOf(d.legs.length, d.seriesValue);
      if (
        d.unitStake >
        seriesStakeRange(
          limits,
          count,
          sumOfSeriesOdds(
            d.legs.map((l) => l.odds),
            d.seriesValue,
          ),
        ).max
      )
        throw new SportsFailure('maximumStakeChanged', where);
    }
  }
}

/** The order as stored, built once: the same object is inserted, risk-booked, debited and answered. */
function draftToOrder(
  ctx: BettingContext,
  bettor: Bettor,
  draft: OrderDraft,
  index: number,
  meta: PlacementMeta,
  now: number,
): StoredOrder {
  const inPlay = draft.legs.some((l) => l.priced.inPlay === 1);
  const subBets = subBetsOf(draft.legs.length, draft.seriesValue);
  const delay = inPlay
    ? Math.max(...draft.legs.filter((l) => l.priced.inPlay === 1).map((l) => liveDelayOf(l.priced.sid, ctx.timings)))
    : 0;
  const id = ctx.mintId();
  return {
    id,
    userId: bettor.userId,
    userName: bettor.userName,
    currency: bettor.currency,
    requestKey: meta.requestKey,
    requestIndex: index,
    seriesValue: draft.seriesValue,
    subBets,
    legCount: draft.legs.length,
    unitStake: draft.unitStake,
    totalStake: draft.unitStake * subBets,
    maxReturn: maxReturnOf(
      draft.unitStake,
      draft.legs.map((l) => l.odds),
      draft.seriesValue,
    ),
    oddsChange: draft.oddsChange,
    status: orderStatus.created,
    inPlay: inPlay ? 1 : 0,
    acceptAt: inPlay ? now + delay : null,
    fromReserve: meta.fromReserve ? 1 : 0,
    title: titleOf(draft, meta.lang),
    language: meta.lang,
    relatedId: draft.relatedId ?? null,
    thirdRemark: draft.thirdRemark ?? null,
    deviceId: meta.deviceId ?? null,
    session: bettor.session ?? null,
    createdAt: now,
    rejectReason: null,
    rejectText: null,
    refundDue: 0,
    payout: null,
    settledVersion: 0,
    cashedOutStake: 0,
    cashedOutPayout: 0,
    cashOutCount: 0,
    remark: null,
    updatedAt: now,
    settledAt: null,
    legs: draft.legs.map((l, legNo) => ({
      orderId: id,
      legNo,
      matchId: l.priced.matchId,
      matchType: l.priced.matchType,
      sportId: l.priced.sid,
      leagueId: l.priced.leagueId,
      kickoff: l.priced.kickoff,
      marketId: l.priced.marketId,
      marketType: l.priced.mty,
      period: l.priced.pe,
      optionType: l.priced.optionType,
      line: l.priced.option.li ?? null,
      teamId: l.priced.option.tid ?? null,
      odds: l.odds,
      oddsFormat: l.oddsFormat,
      inPlay: l.priced.inPlay,
      betScore: l.priced.score ? `${l.priced.score[0]}-${l.priced.score[1]}` : null,
      names: l.priced.names(),
      outcome: 0,
      resultVersion: 0,
      resultScore: null,
    })),
  };
}

/**
 * Places a slip's bets: checks stakes and the balance, records each order (created), takes each
 * stake through the wallet, then accepts pre-match orders at once and leaves in-play ones
 * confirming until their delay ends. A request key already used answers its orders as they are.
 * The balance is read first although the debit refuses what it does not cover: a wallet that does
 * not answer then refuses the slip, where a debit that did not answer would leave orders created
 * and retried later (a pre-match bet taken after kick-off).
 */
export async function placeOrders(
  ctx: BettingContext,
  bettor: Bettor,
  drafts: readonly OrderDraft[],
  meta: PlacementMeta,
): Promise<StoredOrder[]> {
  checkStakes(ctx, bettor, drafts);
  const now = ctx.clock();
  const orders = drafts.map((d, i) => draftToOrder(ctx, bettor, d, i, meta, now));
  const total = orders.reduce((s, o) => s + o.totalStake, 0);
  const balance = await ctx.wallet.balance(bettor.userId, bettor.currency).catch((err: unknown) => {
    ctx.log('the operator wallet did not answer a balance', err);
    throw new SportsFailure('functionUnavailable');
  });
  if (balance < total) throw new SportsFailure('insufficientBalance');
  try {
    await ctx.store.insert(orders);
  } catch (err) {
    if (meta.requestKey && isUniqueViolation(err)) return ctx.store.byRequest(bettor.userId, meta.requestKey);
    throw err;
  }
  for (const o of orders) ctx.risk.open(o);
  await Promise.all(orders.map((order) => takeStake(ctx, order)));
  return orders;
}

/** Takes an order's stake and moves it on; also the recovery of orders left created by a crash. */
export async function takeStake(ctx: BettingContext, order: StoredOrder): Promise<void> {
  const outcome = await debitStake(ctx, order);
  if (!outcome) return;
  if (outcome.status === 'rejected') {
    const refusal = paymentRefusal(order, outcome);
    ctx.risk.close(order);
    await rejectOrder(ctx, order, refusal.reason, [orderStatus.created], false, refusal.text);
    Object.assign(order, { status: orderStatus.rejected, rejectReason: refusal.reason, rejectText: refusal.text });
    return;
  }
  const next = order.inPlay === 1 ? orderStatus.confirming : orderStatus.accepted;
  await ctx.store.changeStatus([{ id: order.id, from: [orderStatus.created], status: next, at: ctx.clock() }]);
  order.status = next;
  ctx.notify(order.userId, { event: 'order', data: { oid: order.id, st: next } });
}

import type { BetOrder, OrderLeg, ReservedCashOut, SportsTextLanguage } from '@matchday/contract';
import { MAX_CASH_OUTS_PER_ORDER, orderStatus, reservedCashOutStatus } from '@matchday/contract';
import { currencyIdOf, minorToMajor } from '@matchday/core';
import type { CashOutRow } from './cash-out.repository.js';
import type { LegRow, StoredOrder } from './order.repository.js';
import type { ReservedCashOutRow } from './reserved-cash-out.repository.js';
import { seriesLabel } from './series-math.js';
import { displayOdds, thousandthsToOdds } from './units.js';

const FINAL: ReadonlySet<number> = new Set([orderStatus.rejected, orderStatus.cancelled, orderStatus.settled]);

/** A leg as history shows it (§7), names in the request's language. */
export function legView(leg: LegRow, lang: SportsTextLanguage): OrderLeg {
  const n = leg.names[lang];
  return {
    sid: leg.sportId,
    mid: leg.matchId,
    mn: n.mn,
    lid: leg.leagueId,
    ln: n.ln,
    bt: leg.kickoff,
    pe: leg.period,
    mty: leg.marketType,
    mgn: n.mgn,
    on: n.on,
    onm: n.onm,
    ty: leg.optionType,
    od: thousandthsToOdds(leg.odds),
    bo: String(displayOdds(leg.odds, leg.oddsFormat)),
    of: leg.oddsFormat,
    ...(leg.line !== null ? { li: leg.line } : {}),
    ...(leg.betScore !== null ? { re: leg.betScore, bsc: `S: ${leg.betScore}` } : {}),
    mrid: leg.marketId,
    ip: leg.inPlay === 1 ? 1 : 0,
    te: n.te,
    ...(leg.resultScore !== null ? { rs: leg.resultScore } : {}),
    sr: leg.outcome,
    mtp: leg.matchType,
  };
}

/** Whether an order may be cashed out now, as far as its own state goes (prices decide the rest). */
export const cashOutAllowed = (o: StoredOrder): boolean =>
  o.status === orderStatus.accepted &&
  o.cashedOutStake < o.totalStake &&
  o.cashOutCount < MAX_CASH_OUTS_PER_ORDER &&
  o.legs.every((l) => l.matchType !== 1);

/** A reserved cash-out as `rcool[]` shows it: the target while open, what was paid once taken. */
export function reservedCashOutView(r: ReservedCashOutRow): ReservedCashOut {
  const payout = r.status === reservedCashOutStatus.executed && r.paidPayout !== null ? r.paidPayout : r.targetPayout;
  return {
    id: r.id,
    ct: r.createdAt,
    cst: minorToMajor(r.stake),
    cops: minorToMajor(payout),
    st: r.status,
    unps: Math.floor((payout * 1000) / r.stake) / 1000,
    oid: r.orderId,
    ...(r.endReason !== null ? { fr: r.endReason } : {}),
    ...(r.cashOutId !== null ? { coid: r.cashOutId } : {}),
  };
}

/** An order as history shows it (§7): money in major units, win/loss once settled. */
export function orderView(
  o: StoredOrder,
  cashOuts: readonly CashOutRow[],
  reserved: readonly ReservedCashOutRow[],
  lang: SportsTextLanguage,
): BetOrder {
  const remaining = o.totalStake - o.cashedOutStake;
  const returned = (o.payout ?? 0) + o.cashedOutPayout;
  const settled = o.status === orderStatus.settled;
  const leftReturn = Math.floor((o.maxReturn * remaining) / o.totalStake);
  return {
    id: o.id,
    sert: o.legCount > 1 ? 1 : 0,
    st: o.status,
    sat: minorToMajor(o.totalStake),
    us: minorToMajor(o.unitStake),
    bt: seriesLabel(o.legCount, o.seriesValue, o.subBets),
    sv: o.seriesValue,
    al: o.legCount,
    ic: o.legCount,
    bn: o.subBets,
    oc: o.oddsChange,
    cte: o.createdAt,
    ...(FINAL.has(o.status) ? { stm: o.settledAt ?? o.updatedAt } : {}),
    ...(settled ? { sa: minorToMajor(returned), uwl: minorToMajor(returned - o.totalStake).toFixed(2) } : {}),
    ...(o.status === orderStatus.rejected ? { sa: 0, uwl: '0.00' } : {}),
    mt: o.updatedAt,
    mla: minorToMajor(o.maxReturn),
    mwa: minorToMajor(o.maxReturn - o.totalStake),
    lwa: minorToMajor(Math.max(0, leftReturn - remaining)),
    co: cashOutAllowed(o) ? 1 : 0,
    cots: minorToMajor(o.cashedOutStake),
    cops: minorToMajor(o.cashedOutPayout),
    coc: o.cashOutCount,
    crl: cashOuts.map((c) => ({
      id: c.id,
      ct: c.createdAt,
      cst: minorToMajor(c.stake),
      cops: minorToMajor(c.payout),
      st: c.status,
      oid: c.orderId,
    })),
    rcool: reserved.map(reservedCashOutView),
    ab: o.fromReserve === 1,
    ss: o.settledVersion > 1,
    ep: 0,
    ...(o.status === orderStatus.rejected ? { rj: o.rejectReason ?? 1, rjs: o.rejectText ?? '' } : {}),
    cid: currencyIdOf(o.currency),
    exr: 1,
    ...(o.remark ? { rmk: o.remark } : {}),
    ops: o.legs.map((l) => legView(l, lang)),
  };
}

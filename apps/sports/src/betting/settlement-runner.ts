import { minorToMajor } from '@matchday/core';
import { orderStatus } from '@matchday/contract';
import { isOutrightId } from '../schedule/outrights.js';
import { endOfResult } from '../results/result.repository.js';
import type { StoredResult } from '../results/result.repository.js';
import { gradeSelection, matchResult, Outcome, settleBet, type EventResult } from '../settlement/index.js';
import type { BettingContext } from './betting-context.js';
import { walletKey } from './order-money.js';
import type { OrderRow, StoredOrder } from './order.repository.js';
import type { LegToGrade, OutcomeUpdate, Settlement, SettlementRepository } from './settlement.repository.js';
import { thousandthsToOdds } from './units.js';
import { SettlementError } from '../errors.js';

/** Legs graded per round; a round's orders are settled before the next round reads. */
const GRADE_BATCH = 2000;
const PAY_BATCH = 2000;
const PAYING_AT_ONCE = 128;

const finalScore = (r: StoredResult): string | null => {
  const total = r.scores.find((s) => s.tyg === 5 && (s.pe === r.sportId * 1000 || s.pe === r.sportId * 1000 + 1));
  return total ? `${total.sc[0]}-${total.sc[1]}` : null;
};

/** A stored result as the rules grade it: a match's scores, or an outright's champion. */
function eventResultOf(sportId: number, result: StoredResult): EventResult {
  if (isOutrightId(result.matchId))
    return { kind: 'outright', sid: sportId, status: endOfResult(result), winnerTeamId: result.winnerTeamId };
  return matchResult(sportId, result.scores, endOfResult(result));
}

/**
 * What an order pays on its remaining stake once every leg is graded: `settleBet` over the full
 * stake, scaled down by the share already cashed out (rounded down), or null while a leg is open.
 */
export function settlementPayout(order: StoredOrder): number | null {
  if (order.legs.some((l) => l.outcome === Outcome.NotSettled)) return null;
  const outcomes = new Map(order.legs.map((l) => [String(l.legNo), l.outcome as Outcome]));
  const settled = settleBet(
    {
      legs: order.legs.map((l) => ({ id: String(l.legNo), odds: thousandthsToOdds(l.odds) })),
      seriesValue: order.seriesValue,
      unitStake: order.unitStake,
    },
    outcomes,
  );
  if (settled.status !== 'settled') return null;
  const remaining = order.totalStake - order.cashedOutStake;
  return Number((BigInt(settled.payout) * BigInt(remaining)) / BigInt(order.totalStake));
}

/**
 * Settles from recorded results, by each selection's meaning (never its position): grades legs
 * whose match has a newer result, settles orders whose legs are all graded, and pays through the
 * wallet. A corrected result (a new version) grades again; a changed payout is a new settlement
 * version that pays the new amount and takes back the old with new transfers, never an edit.
 * Crash-safe: a settlement row is written with the order's move to settled, and paid by keys
 * that the wallet answers once, so a restart pays what was left unpaid and nothing twice.
 */
export function createSettlementRunner(ctx: BettingContext, store: SettlementRepository) {
  function grade(leg: LegToGrade, result: StoredResult): number {
    const event = eventResultOf(leg.sportId, result);
    try {
      return gradeSelection(
        {
          sid: leg.sportId,
          mty: leg.marketType,
          pe: leg.period,
          ty: leg.optionType,
          ...(leg.line !== null ? { li: leg.line } : {}),
          ...(leg.teamId !== null ? { tid: leg.teamId } : {}),
        },
        event,
      );
    } catch (err) {
      if (!(err instanceof SettlementError)) throw err;
      // A selection the rules cannot grade is void (stake back), never guessed; logged for the operator.
      ctx.log(`order ${leg.orderId} leg ${leg.legNo} cannot be graded (${err.message}); voided`);
      return Outcome.Cancelled;
    }
  }

  async function settleOrders(ids: readonly string[]): Promise<void> {
    const now = ctx.clock();
    const due: { order: StoredOrder; s: Settlement }[] = [];
    for (const order of await ctx.store.byIds(ids)) {
      if (order.status !== orderStatus.accepted && order.status !== orderStatus.settled) continue;
      const payout = settlementPayout(order);
      if (payout === null || order.totalStake === order.cashedOutStake) continue;
      if (order.status === orderStatus.settled && order.payout === payout) continue;
      const reverses = order.status === orderStatus.settled ? (order.payout ?? 0) : 0;
      due.push({ order, s: { orderId: order.id, version: order.settledVersion + 1, payout, reverses } });
    }
    // Submitted together, so the batched writer commits them in a few transactions.
    await Promise.all(
      due.map(async ({ order, s }) => {
        if ((await store.settle(s, now)) && order.status === orderStatus.accepted)
          ctx.risk.close(order, (order.totalStake - order.cashedOutStake) / order.totalStake);
      }),
    );
  }

  async function gradeRound(): Promise<number> {
    const legs = await store.legsToGrade(GRADE_BATCH);
    if (legs.length === 0) return 0;
    const results = await ctx.results.latestOf([...new Set(legs.map((l) => l.matchId))]);
    const updates: OutcomeUpdate[] = legs.flatMap((leg) => {
      const result = results.get(leg.matchId);
      return result
        ? [
            {
              orderId: leg.orderId,
              legNo: leg.legNo,
              outcome: grade(leg, result),
              resultVersion: result.version,
              resultScore: finalScore(result),
            },
          ]
        : [];
    });
    await store.writeOutcomes(updates);
    await settleOrders([...new Set(updates.map((u) => u.orderId))]);
    return legs.length;
  }

  /**
   * Pays one settlement through the wallet; the caller marks it paid with the rest of its round.
   * A payout the wallet refuses (a member's wallet at its cap) answers `refused`: its key answers
   * that refusal for ever, so it is left to the operator instead of retried.
   */
  async function pay(s: Settlement, order: OrderRow): Promise<'paid' | 'refused'> {
    const base = { userId: order.userId, currency: order.currency, orderId: order.id, at: ctx.clock() };
    const credited = await ctx.wallet.credit({
      ...base,
      key: walletKey.payout(order.id, s.version),
      amount: s.payout,
      kind: 'payout',
      betState: 'settled',
    });
    if (credited.status === 'rejected') {
      ctx.log(
        `order ${order.id}: payout of ${s.payout} refused (${credited.reason ?? 'rejected'}); left to the operator`,
      );
      return 'refused';
    }
    if (s.reverses > 0) {
      const taken = await ctx.wallet.debit({
        key: walletKey.reversal(order.id, s.version),
        userId: order.userId,
        currency: order.currency,
        amount: s.reverses,
        orderId: order.id,
        kind: 'reversal',
        title: order.title,
        placedAt: order.createdAt,
      });
      // A member who already spent a corrected payout cannot be taken below zero: the operator recovers it.
      if (taken.status === 'rejected')
        ctx.log(
          `order ${order.id}: reversal of ${s.reverses} refused (${taken.reason ?? 'rejected'}); left to the operator`,
        );
    }
    ctx.notify(order.userId, {
      event: 'order',
      data: { oid: order.id, st: orderStatus.settled, sa: minorToMajor(s.payout + order.cashedOutPayout) },
    });
    return 'paid';
  }

  async function payUnpaid(): Promise<number> {
    const due = await store.unpaid(PAY_BATCH);
    const orders = new Map((await ctx.store.rowsByIds(due.map((s) => s.orderId))).map((o) => [o.id, o]));
    const paid: Settlement[] = [];
    const refused: Settlement[] = [];
    // A bounded number in flight: enough to fill the wallet's batches, few enough not to crowd one database connection.
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const s = due[next++]!;
        await pay(s, orders.get(s.orderId)!).then(
          (done) => void (done === 'paid' ? paid : refused).push(s),
          (err: unknown) => ctx.log(`payout of order ${s.orderId} v${s.version} failed; retried`, err),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAYING_AT_ONCE, due.length) }, worker));
    await store.markPaid(paid);
    await store.markPaid(refused, 'refused');
    return due.length;
  }

  return {
    /** Grades and settles everything a result is recorded for, then pays; answers the legs graded. */
    async run(): Promise<number> {
      let graded = 0;
      for (;;) {
        const n = await gradeRound();
        graded += n;
        await payUnpaid();
        if (n < GRADE_BATCH) break;
      }
      // Bounded: settlements whose payment keeps failing wait for the next run.
      for (let i = 0; i < 50 && (await payUnpaid()) === PAY_BATCH; i++);
      return graded;
    },
  };
}

export type SettlementRunner = ReturnType<typeof createSettlementRunner>;

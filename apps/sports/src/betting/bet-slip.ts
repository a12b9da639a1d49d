import { majorToMinor } from '@matchday/core';
import type { SportsRequestOf, SportsTextLanguage, betMultiple, singlePass } from '@matchday/contract';
import { oddsChangeSetting } from '@matchday/contract';
import type { Bettor, BettingContext } from './betting-context.js';
import { PLACEMENTS_PER_SECOND } from './betting-rules.js';
import type { StoredOrder } from './order.repository.js';
import { checkParlayLegs, checkSeriesValue, takeLegs } from './placement-checks.js';
import { placeOrders, type OrderDraft } from './placement.js';
import { SportsFailure } from '../errors.js';

type SinglePassBody = SportsRequestOf<typeof singlePass>;
type BetMultipleBody = SportsRequestOf<typeof betMultiple>;

const setting = (...values: (number | null | undefined)[]): number =>
  values.find((v) => v !== null && v !== undefined) ?? oddsChangeSetting.acceptBetter;

/** Placements per member per second: a token bucket refilled continuously. */
function createPlacementLimiter(perSecond: number, now: () => number) {
  const buckets = new Map<number, { tokens: number; at: number }>();
  return (userId: number): boolean => {
    const t = now();
    const b = buckets.get(userId) ?? { tokens: perSecond, at: t };
    b.tokens = Math.min(perSecond, b.tokens + ((t - b.at) / 1000) * perSecond);
    b.at = t;
    if (buckets.size > 100_000) buckets.clear();
    buckets.set(userId, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  };
}

/**
 * The slip's two placement calls. A request key answers the orders it already made (a retry, a
 * double click, or the same request sent many times at once: those share one placement in this
 * process, and the key's unique index refuses a second one from any other).
 */
export function createBetSlip(ctx: BettingContext, onPlaced: (orders: StoredOrder[]) => void) {
  const inFlight = new Map<string, Promise<StoredOrder[]>>();
  const allow = createPlacementLimiter(PLACEMENTS_PER_SECOND, ctx.clock);

  async function once(
    bettor: Bettor,
    requestKey: string | null | undefined,
    place: () => Promise<StoredOrder[]>,
  ): Promise<StoredOrder[]> {
    if (!requestKey) {
      if (!allow(bettor.userId)) throw new SportsFailure('bettingTooFrequently');
      const placed = await place();
      onPlaced(placed);
      return placed;
    }
    const slot = `${bettor.userId}:${requestKey}`;
    const running = inFlight.get(slot);
    if (running) return running;
    // Placed first, looked up only on a refusal: a new key (nearly every call) costs no extra read.
    const work = (async () => {
      try {
        if (!allow(bettor.userId)) throw new SportsFailure('bettingTooFrequently');
        const placed = await place();
        onPlaced(placed);
        return placed;
      } catch (err) {
        // A key that already placed answers its orders, whatever would refuse it now (price, balance, pace).
        const done = await ctx.store.byRequest(bettor.userId, requestKey);
        if (done.length > 0) return done;
        throw err;
      }
    })();
    inFlight.set(slot, work);
    try {
      return await work;
    } finally {
      inFlight.delete(slot);
    }
  }

  return {
    singles(bettor: Bettor, body: SinglePassBody, lang: SportsTextLanguage): Promise<StoredOrder[]> {
      return once(bettor, body.requestKey, async () => {
        const snap = ctx.feed.snapshot(ctx.clock());
        const drafts: OrderDraft[] = body.singleBetList.map((single, i) => {
          const oddsChange = setting(single.oddsChange, body.oddsChange);
          return {
            seriesValue: 1,
            unitStake: majorToMinor(single.unitStake),
            legs: takeLegs(ctx.feed, snap, single.betOptionList, oddsChange, lang, `singleBetList[${i}].betOptionList`),
            oddsChange,
            relatedId: single.relatedId,
            thirdRemark: single.thirdRemark,
          };
        });
        return placeOrders(ctx, bettor, drafts, { requestKey: body.requestKey ?? null, deviceId: body.deviceId, lang });
      });
    },

    series(bettor: Bettor, body: BetMultipleBody, lang: SportsTextLanguage): Promise<StoredOrder[]> {
      return once(bettor, body.requestKey, async () => {
        const snap = ctx.feed.snapshot(ctx.clock());
        const legsSetting = Math.min(...body.betMultipleData.map((d) => setting(d.oddsChange, body.oddsChange)));
        const legs = takeLegs(ctx.feed, snap, body.betOptionList, legsSetting, lang, 'betOptionList');
        checkParlayLegs(legs);
        const drafts: OrderDraft[] = body.betMultipleData.map((d, i) => {
          checkSeriesValue(legs.length, d.seriesValue, i);
          return {
            seriesValue: d.seriesValue,
            unitStake: majorToMinor(d.unitStake),
            legs,
            oddsChange: setting(d.oddsChange, body.oddsChange),
            relatedId: d.relatedId ?? body.relatedId,
            thirdRemark: d.thirdRemark,
          };
        });
        return placeOrders(ctx, bettor, drafts, { requestKey: body.requestKey ?? null, deviceId: body.deviceId, lang });
      });
    },
  };
}

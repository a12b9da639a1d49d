import type {
  ReserveOrder,
  SportsRequestOf,
  SportsTextLanguage,
  reserveBet,
  reserveBetList,
  reserveGetBetParameter,
} from '@matchday/contract';
import {
  MAX_PENDING_RESERVES,
  reserveFailCode,
  reservePay,
  reserveStatus,
  matchStatus,
  orderStatus,
} from '@matchday/contract';
import { currencyIdOf, reserveMaxStake, minorToMajor, majorToMinor } from '@matchday/core';
import type { Bettor, BettingContext } from './betting-context.js';
import { limitsOf, RESERVE_MAX_ODDS_FACTOR, type CurrencyLimits } from './betting-rules.js';
import { legView } from './order-view.js';
import { placeOrders } from './placement.js';
import type { ReserveRow, ReserveRepository } from './reserve.repository.js';
import { priceLeg, type PricedLeg } from './selection.js';
import { oddsToThousandths } from './units.js';
import { SportsFailure } from '../errors.js';

const OPEN = [reserveStatus.pending, reserveStatus.confirming];

/** "yyyy-MM-dd HH:mm:ss" in UTC+8 (the contract's only string times) → epoch ms. */
export function parseListTime(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

function limitsFor(bettor: Bettor): CurrencyLimits {
  const limits = limitsOf(bettor.currency);
  if (!limits) throw new SportsFailure('currencyNotSupported');
  return limits;
}

/** The bettable selection a reservation is about, or 6050. */
function reservable(
  ctx: BettingContext,
  req: { matchId?: number | null; marketId: number; optionType: number },
  lang: SportsTextLanguage,
): PricedLeg {
  const priced = priceLeg(ctx.feed, ctx.feed.snapshot(ctx.clock()), req, lang);
  if (!priced || priced.matchType === 1 || priced.line.ss === -1) throw new SportsFailure('reserveInvalidMarket');
  return priced;
}

/** A target above the price now and within the allowed multiple of it, and a stake the limits allow at that target. */
function checkTarget(priced: PricedLeg, target: number, stake: number, limits: CurrencyLimits, field: string): void {
  if (target <= oddsToThousandths(Math.abs(priced.option.od)))
    throw new SportsFailure('reserveOddsChanged', `${field}: the target must be above the current price`);
  if (target > Math.abs(priced.option.od) * RESERVE_MAX_ODDS_FACTOR * 1000)
    throw new SportsFailure('reserveOddsTooHigh');
  if (stake < limits.minStake) throw new SportsFailure('reserveStakeBelowMinimum');
  if (stake > reserveMaxStake(limits.maxWin, limits.maxStake, target / 1000))
    throw new SportsFailure('reserveOverLimit');
}

/**
 * Reserve bets (§9): a member names a target price above the current one; the platform places
 * the real order (our `pay` 1: nothing is debited until then) when the market reaches it, or
 * fails the reservation with an `fr` reason. Placing goes through the same checks as a slip,
 * keyed `reserve-{id}`, so a crash between reaching the price and placing never places twice.
 */
export function createReserves(ctx: BettingContext, store: ReserveRepository) {
  function view(r: ReserveRow, lang: SportsTextLanguage): ReserveOrder {
    const leg = legView(
      {
        ...r.leg,
        orderId: '',
        legNo: 0,
        sportId: r.leg.sid,
        marketType: r.leg.mty,
        period: r.leg.pe,
        teamId: null,
        odds: r.targetOdds,
        oddsFormat: r.oddsFormat,
        inPlay: 0,
        betScore: null,
        outcome: 0,
        resultVersion: 0,
        resultScore: null,
      },
      lang,
    );
    return {
      id: r.id,
      sat: minorToMajor(r.unitStake),
      cte: r.createdAt,
      rst: r.status,
      cid: currencyIdOf(r.currency),
      p: reservePay.notDebited,
      ...(r.failCode ? { fr: r.failCode } : {}),
      ...(r.relatedId ? { rid: r.relatedId } : {}),
      ...(r.orderId ? { oid: r.orderId } : {}),
      ops: [leg],
    };
  }

  async function fail(r: ReserveRow, code: number): Promise<void> {
    if (await store.move(r.id, OPEN, { status: reserveStatus.failed, failCode: code }, ctx.clock()))
      ctx.notify(r.userId, { event: 'reserve', data: { id: r.id, rst: reserveStatus.failed, fr: code } });
  }

  async function place(r: ReserveRow, priced: PricedLeg): Promise<void> {
    if (
      r.status === reserveStatus.pending &&
      !(await store.move(r.id, [reserveStatus.pending], { status: reserveStatus.confirming }, ctx.clock()))
    )
      return;
    const bettor = { userId: r.userId, userName: r.userName, currency: r.currency, session: r.session ?? undefined };
    try {
      const [order] = await placeOrders(
        ctx,
        bettor,
        [
          {
            seriesValue: 1,
            unitStake: r.unitStake,
            legs: [{ priced, odds: oddsToThousandths(priced.option.od), oddsFormat: r.oddsFormat }],
            oddsChange: 2,
            relatedId: r.relatedId,
          },
        ],
        {
          requestKey: `reserve-${r.id}`,
          lang: r.language === 'zh' || r.language === 'vi' ? r.language : 'en',
          fromReserve: true,
        },
      );
      if (!order || order.status === orderStatus.rejected) return fail(r, reserveFailCode.debitFailed);
      if (
        await store.move(
          r.id,
          [reserveStatus.confirming],
          { status: reserveStatus.success, orderId: order.id },
          ctx.clock(),
        )
      )
        ctx.notify(r.userId, { event: 'reserve', data: { id: r.id, rst: reserveStatus.success, oid: order.id } });
    } catch (err) {
      if (!(err instanceof SportsFailure)) throw err;
      const code =
        err.codeName === 'insufficientBalance'
          ? reserveFailCode.debitFailed
          : err.codeName === 'functionUnavailable'
            ? null
            : reserveFailCode.stakeLimit;
      if (code !== null) await fail(r, code);
    }
  }

  return {
    parameters(bettor: Bettor, body: SportsRequestOf<typeof reserveGetBetParameter>, lang: SportsTextLanguage) {
      const limits = limitsFor(bettor);
      const priced = reservable(
        ctx,
        { matchId: body.matchId, marketId: body.marketId, optionType: body.optionType ?? NaN },
        lang,
      );
      return {
        mid: priced.marketId,
        mis: minorToMajor(limits.minStake),
        mms: minorToMajor(limits.maxStake),
        mly: minorToMajor(limits.maxWin),
        mod: Math.floor(Math.abs(priced.option.od) * RESERVE_MAX_ODDS_FACTOR * 100) / 100,
        od: priced.option.od,
        scl: 2,
        msf: 1,
      };
    },

    async reserve(
      bettor: Bettor,
      body: SportsRequestOf<typeof reserveBet>,
      lang: SportsTextLanguage,
    ): Promise<{ id: string; st: number }> {
      if (body.requestKey) {
        const done = await store.byRequest(bettor.userId, body.requestKey);
        if (done) return { id: done.id, st: done.status };
      }
      const limits = limitsFor(bettor);
      const leg = body.betOptionList[0]!;
      if (leg.oddsFormat !== 1 && leg.oddsFormat !== 2)
        throw new SportsFailure('wrongOddsType', 'betOptionList[0].oddsFormat');
      const priced = reservable(ctx, leg, lang);
      const target = oddsToThousandths(leg.odds);
      const stake = majorToMinor(body.unitStake);
      checkTarget(priced, target, stake, limits, 'betOptionList[0].odds');
      if ((await store.pendingCount(bettor.userId)) >= MAX_PENDING_RESERVES) throw new SportsFailure('reserveTooMany');
      const now = ctx.clock();
      const row: ReserveRow = {
        id: ctx.mintId(),
        userId: bettor.userId,
        userName: bettor.userName,
        currency: bettor.currency,
        requestKey: body.requestKey ?? null,
        unitStake: stake,
        targetOdds: target,
        oddsFormat: leg.oddsFormat,
        status: reserveStatus.pending,
        failCode: null,
        orderId: null,
        leg: {
          matchId: priced.matchId,
          matchType: priced.matchType,
          sid: priced.sid,
          leagueId: priced.leagueId,
          kickoff: priced.kickoff,
          marketId: priced.marketId,
          mty: priced.mty,
          pe: priced.pe,
          optionType: priced.optionType,
          line: priced.option.li ?? null,
          names: priced.names(),
        },
        language: lang,
        relatedId: body.relatedId ?? null,
        session: bettor.session ?? null,
        createdAt: now,
        updatedAt: now,
      };
      await store.insert(row);
      return { id: row.id, st: row.status };
    },

    async list(bettor: Bettor, body: SportsRequestOf<typeof reserveBetList>, lang: SportsTextLanguage) {
      const rows = body.isFailed
        ? await store.list(bettor.userId, [reserveStatus.failed, reserveStatus.cancelled], {
            from: parseListTime(body.startTime!),
            to: parseListTime(body.endTime!),
          })
        : await store.list(bettor.userId, OPEN);
      const potentialWin = rows.reduce((s, r) => s + Math.floor((r.unitStake * (r.targetOdds - 1000)) / 1000), 0);
      const staked = rows.reduce((s, r) => s + r.unitStake, 0);
      return {
        ods: rows.map((r) => view(r, lang)),
        sts: rows.length
          ? [
              {
                cid: currencyIdOf(bettor.currency),
                ct: rows.length,
                sa: minorToMajor(staked),
                mw: minorToMajor(potentialWin),
              },
            ]
          : [],
      };
    },

    async byIds(bettor: Bettor, ids: readonly string[], lang: SportsTextLanguage) {
      return (await store.ofUser(bettor.userId, ids)).map((r) => view(r, lang));
    },

    async cancel(bettor: Bettor, id: string): Promise<boolean> {
      const [r] = await store.ofUser(bettor.userId, [id]);
      if (!r) throw new SportsFailure('reserveNotFound');
      if (
        !(await store.move(
          r.id,
          [reserveStatus.pending],
          { status: reserveStatus.cancelled, failCode: reserveFailCode.cancelledByUser },
          ctx.clock(),
        ))
      )
        throw new SportsFailure('reserveCancelFailed');
      ctx.notify(r.userId, {
        event: 'reserve',
        data: { id: r.id, rst: reserveStatus.cancelled, fr: reserveFailCode.cancelledByUser },
      });
      return true;
    },

    /** A new target and stake for a pending reservation, held to the same rules as a new one against the price now. */
    async update(
      bettor: Bettor,
      id: string,
      unitStake: number,
      odds: number,
      lang: SportsTextLanguage,
    ): Promise<boolean> {
      const limits = limitsFor(bettor);
      const [r] = await store.ofUser(bettor.userId, [id]);
      if (!r) throw new SportsFailure('reserveNotFound');
      const target = oddsToThousandths(odds);
      const stake = majorToMinor(unitStake);
      checkTarget(reservable(ctx, r.leg, lang), target, stake, limits, 'odds');
      if (
        !(await store.move(
          r.id,
          [reserveStatus.pending],
          { status: reserveStatus.pending, unitStake: stake, targetOdds: target },
          ctx.clock(),
        ))
      )
        throw new SportsFailure('reserveCancelFailed');
      return true;
    },

    /** Places reservations whose market reached the target; fails those whose match is over. */
    async watch(): Promise<void> {
      const snap = ctx.feed.snapshot(ctx.clock());
      for (const r of await store.inStatus(OPEN)) {
        const priced = priceLeg(ctx.feed, snap, r.leg, 'en');
        if (!priced) {
          const fixture = snap.fixture(r.leg.matchId);
          if (!fixture || snap.statusOf(fixture) === matchStatus.ended) await fail(r, reserveFailCode.marketSettled);
          continue;
        }
        const reached = priced.bettable && oddsToThousandths(priced.option.od) >= r.targetOdds;
        if (r.status === reserveStatus.confirming) {
          // Left confirming by a crash: the order it made, if any, else place again or wait.
          const [made] = await ctx.store.byRequest(r.userId, `reserve-${r.id}`);
          if (
            made &&
            (await store.move(
              r.id,
              [reserveStatus.confirming],
              { status: reserveStatus.success, orderId: made.id },
              ctx.clock(),
            ))
          )
            continue;
          if (!reached)
            await store.move(r.id, [reserveStatus.confirming], { status: reserveStatus.pending }, ctx.clock());
        }
        if (reached) await place(r, priced);
      }
    },
  };
}

export type Reserves = ReturnType<typeof createReserves>;

import {
  betList,
  betMatchMarketOfJumpLine,
  betMultiple,
  cashOutBet,
  cashOutPrice,
  cashOutReserveBet,
  cashOutReserveCancel,
  getCashOutsByIds,
  getStakeOrderStatus,
  newBetList,
  newReserveBetList,
  reserveBet,
  reserveBetList,
  reserveCancel,
  reserveCashOutStatusInfoByIds,
  reserveGetBetParameter,
  reserveStatusInfoByIds,
  reserveUpdate,
  singlePass,
  userBase,
} from '@matchday/contract';
import { currencyIdOf, minorToMajor } from '@matchday/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Betting } from '../betting/betting.js';
import type { Bettor } from '../betting/betting-context.js';
import { jumpLine } from '../betting/jump-line.js';
import { placedView } from '../betting/placement.js';
import { registerCall, type CallContext, type CallDeps } from './register-call.js';

export interface OrderRouteServices extends CallDeps {
  /** Null when the platform runs without an operator wallet: betting calls answer 11. */
  betting: Betting | null;
}
import { SportsFailure } from '../errors.js';

/** The member behind a call: guests' tokens (user 0) may not bet. */
export function bettorOf(ctx: CallContext): Bettor {
  if (!ctx.user || ctx.user.userId === 0) throw new SportsFailure('notLoggedIn');
  return {
    userId: ctx.user.userId,
    userName: ctx.user.userName,
    currency: ctx.user.currency,
    session: ctx.user.session,
  };
}

/** Betting needs the operator's wallet; a platform started without one answers 11 (function unavailable). */
export function bettingOf(services: OrderRouteServices): Betting {
  if (!services.betting) throw new SportsFailure('functionUnavailable');
  return services.betting;
}

/** A body's `currencyId`, when sent, must be the member's wallet currency (3017). */
function checkCurrency(bettor: Bettor, currencyId: number | null | undefined): void {
  if (currencyId != null && currencyId !== currencyIdOf(bettor.currency))
    throw new SportsFailure('currencyNotSupported', 'currencyId');
}

/** The bet slip's calls (§6): refresh, singles, parlays and systems, acceptance status, and the member's balance. */
export const orderRoutes: FastifyPluginAsync<OrderRouteServices> = async (app, services) => {
  registerCall(app, services, betMatchMarketOfJumpLine, (body, ctx) =>
    jumpLine(bettingOf(services).ctx, bettorOf(ctx), body, ctx.lang),
  );

  registerCall(app, services, singlePass, async (body, ctx) => {
    const bettor = bettorOf(ctx);
    checkCurrency(bettor, body.currencyId);
    return (await bettingOf(services).slip.singles(bettor, body, ctx.lang)).map(placedView);
  });

  registerCall(app, services, betMultiple, async (body, ctx) => {
    const bettor = bettorOf(ctx);
    checkCurrency(bettor, body.currencyId);
    return (await bettingOf(services).slip.series(bettor, body, ctx.lang)).map(placedView);
  });

  registerCall(app, services, getStakeOrderStatus, (body, ctx) =>
    bettingOf(services).orderStates(bettorOf(ctx), body.orderIds),
  );

  registerCall(app, services, userBase, async (_body, ctx) => {
    const bettor = bettorOf(ctx);
    const balance = await bettingOf(services)
      .ctx.wallet.balance(bettor.userId, bettor.currency)
      .catch(() => {
        throw new SportsFailure('functionUnavailable');
      });
    const bl = minorToMajor(balance).toFixed(2);
    const cid = currencyIdOf(bettor.currency);
    return { uid: String(bettor.userId), bl, currencyId: cid, cbs: [{ bl, cid }] };
  });
};

/** History, cash-out and reserve bets (§7–§9). */
export const orderBookRoutes: FastifyPluginAsync<OrderRouteServices> = async (app, services) => {
  for (const call of [newBetList, betList])
    registerCall(app, services, call, (body, ctx) => bettingOf(services).history(bettorOf(ctx), body, ctx.lang));

  registerCall(app, services, cashOutPrice, (body, ctx) =>
    bettingOf(services).cashOut.quotes(bettorOf(ctx), body.orderIds),
  );
  registerCall(app, services, cashOutBet, (body, ctx) => bettingOf(services).cashOut.take(bettorOf(ctx), body));
  registerCall(app, services, getCashOutsByIds, (body, ctx) =>
    bettingOf(services).cashOut.records(bettorOf(ctx), body.ids),
  );
  registerCall(app, services, cashOutReserveBet, (body, ctx) =>
    bettingOf(services).reservedCashOuts.reserve(bettorOf(ctx), body),
  );
  registerCall(app, services, cashOutReserveCancel, (body, ctx) =>
    bettingOf(services).reservedCashOuts.cancel(bettorOf(ctx), body.reserveCashOutId),
  );
  registerCall(app, services, reserveCashOutStatusInfoByIds, (body, ctx) =>
    bettingOf(services).reservedCashOuts.byIds(bettorOf(ctx), body.reserveCashOutIds, ctx.lang),
  );

  registerCall(app, services, reserveGetBetParameter, (body, ctx) =>
    bettingOf(services).reserves.parameters(bettorOf(ctx), body, ctx.lang),
  );
  registerCall(app, services, reserveBet, (body, ctx) => {
    const bettor = bettorOf(ctx);
    checkCurrency(bettor, body.currencyId);
    return bettingOf(services).reserves.reserve(bettor, body, ctx.lang);
  });
  for (const call of [reserveBetList, newReserveBetList])
    registerCall(app, services, call, (body, ctx) => bettingOf(services).reserves.list(bettorOf(ctx), body, ctx.lang));
  registerCall(app, services, reserveUpdate, (body, ctx) =>
    bettingOf(services).reserves.update(bettorOf(ctx), body.reserveId, body.unitStake, body.odds, ctx.lang),
  );
  registerCall(app, services, reserveCancel, (body, ctx) =>
    bettingOf(services).reserves.cancel(bettorOf(ctx), body.reserveId),
  );
  registerCall(app, services, reserveStatusInfoByIds, (body, ctx) =>
    bettingOf(services).reserves.byIds(bettorOf(ctx), body.reserveIds, ctx.lang),
  );
};

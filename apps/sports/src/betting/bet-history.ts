import type { BetListPage, SportsRequestOf, SportsTextLanguage, newBetList } from '@matchday/contract';
import { BET_LIST_MAX_DAYS, orderStatus } from '@matchday/contract';
import { currencyIdOf, minorToMajor } from '@matchday/core';
import type { SportsDatabase } from '../db/database.js';
import type { Bettor } from './betting-context.js';
import type { CashOutRepository } from './cash-out.repository.js';
import type { OrderRepository } from './order.repository.js';
import { orderView } from './order-view.js';
import type { ReservedCashOutRepository } from './reserved-cash-out.repository.js';
import { SportsFailure } from '../errors.js';

type BetListBody = SportsRequestOf<typeof newBetList>;

const DAY = 24 * 3600_000;
const OPEN = [orderStatus.created, orderStatus.confirming, orderStatus.accepted];
const DONE = [orderStatus.rejected, orderStatus.cancelled, orderStatus.settled];

/**
 * Bet history (§7): open bets (all, or within a range when `unsettledAllowTimeRange`) or finished
 * ones within a range by placement (`timeType` 1) or settlement time (2), newest first, with sums
 * per currency over the whole selection (`sts`: count, stake, returned, member's win/loss).
 */
export function createBetHistory(
  db: SportsDatabase,
  orders: OrderRepository,
  cashOuts: CashOutRepository,
  reserved: ReservedCashOutRepository,
) {
  return async function list(bettor: Bettor, body: BetListBody, lang: SportsTextLanguage): Promise<BetListPage> {
    const ranged = body.isSettled || body.unsettledAllowTimeRange === true;
    if (
      ranged &&
      body.startTime != null &&
      body.endTime != null &&
      body.endTime - body.startTime > BET_LIST_MAX_DAYS * DAY
    )
      throw new SportsFailure('queryRangeTooLong');
    const timeColumn = body.timeType === 2 && body.isSettled ? 'o.settledAt' : 'o.createdAt';
    let q = db
      .selectFrom('sportsOrders as o')
      .where('o.userId', '=', bettor.userId)
      .where('o.status', 'in', body.isSettled ? DONE : OPEN);
    if (ranged && body.startTime != null) q = q.where(timeColumn, '>=', body.startTime);
    if (ranged && body.endTime != null) q = q.where(timeColumn, '<=', body.endTime);
    if (body.isCashout) q = q.where('o.cashOutCount', '>', 0);
    if (body.matchTypes?.length)
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('sportsOrderLegs as l')
            .select('l.orderId')
            .whereRef('l.orderId', '=', 'o.id')
            .where('l.matchType', 'in', body.matchTypes!),
        ),
      );

    const size = body.size ?? 20;
    const current = body.current ?? 1;
    const [rows, sums] = await Promise.all([
      q
        .selectAll('o')
        .orderBy('o.createdAt', 'desc')
        .orderBy('o.id', 'desc')
        .limit(size)
        .offset((current - 1) * size)
        .execute(),
      // Rejected bets took nothing (their stake came back), so they count in no sum.
      q
        .where('o.status', '!=', orderStatus.rejected)
        .select([
          'o.currency',
          (eb) => eb.fn.countAll<number>().as('ct'),
          (eb) => eb.fn.sum<number>('o.totalStake').as('stake'),
          (eb) => eb.fn.sum<number>(eb('o.cashedOutPayout', '+', eb.fn.coalesce('o.payout', eb.lit(0)))).as('paid'),
        ])
        .groupBy('o.currency')
        .execute(),
    ]);
    const page = await orders.withLegs(rows);
    const outs = await cashOuts.ofOrders(page.map((o) => o.id));
    const reservations = await reserved.ofOrders(page.map((o) => o.id));
    const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const total = Number(n);
    return {
      current,
      size,
      total,
      totalType: Math.ceil(total / size),
      records: page.map((o) =>
        orderView(
          o,
          outs.filter((c) => c.orderId === o.id),
          reservations.filter((r) => r.orderId === o.id),
          lang,
        ),
      ),
      sts: sums.map((s) => {
        const stake = Number(s.stake ?? 0);
        const paid = Number(s.paid ?? 0);
        return {
          cid: currencyIdOf(s.currency),
          ct: Number(s.ct),
          sa: minorToMajor(stake),
          pa: minorToMajor(paid),
          cwl: body.isSettled ? minorToMajor(paid - stake) : 0,
        };
      }),
    };
  };
}

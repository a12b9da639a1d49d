import { cashOutQuoteStatus, type BrowserSportsData } from '@matchday/contract/client';
import { majorToMinor, singleReturn } from '@matchday/core';
import type { BetOrder } from '../api/new-bet-list';

export type CashOutQuote = BrowserSportsData<'/v1/order/cashOut/price'>['pr'][number];

/** A price is offered (st 0), also while an automatic cash-out waits (101): the member may still cash out by hand. */
const OFFERED: readonly number[] = [cashOutQuoteStatus.offered, cashOutQuoteStatus.reservedPending];

/** The stake still riding on an order: its stake less what was cashed out already, in minor units. */
export const remainingStake = (order: Pick<BetOrder, 'sat' | 'cots'>) =>
  majorToMinor(order.sat) - majorToMinor(order.cots);

/** The price per unit of stake when one is offered now (§8: `amt` 0 or absent = none). */
export const offeredAmt = (quote: CashOutQuote | undefined): number | null =>
  quote && OFFERED.includes(quote.st) && quote.amt !== undefined && quote.amt > 0 ? quote.amt : null;

/** What cashing out `stake` pays at `amt`: floor(stake × amt), the core rule. */
export const cashOutValue = (stake: number, amt: number) => singleReturn(stake, amt);

/** Green above the stake, red below. */
export type CashOutTone = 'profit' | 'loss' | 'even';
export const cashOutTone = (value: number, stake: number): CashOutTone =>
  value > stake ? 'profit' : value < stake ? 'loss' : 'even';

/** The least partial cash-out (`smis` for singles, `pmis` for parlays), in minor units; 0 when none is set. */
export const partialMinimum = (quote: CashOutQuote | undefined, parlay: boolean) =>
  majorToMinor((parlay ? quote?.pmis : quote?.smis) ?? 0);

export type PartialProblem = 'belowMinimum' | 'aboveRemaining' | null;

/** A part must be at least the minimum unless it is everything, and never more than what remains (§8 step 2). */
export function partialProblem(stake: number, remaining: number, minimum: number): PartialProblem {
  if (stake > remaining) return 'aboveRemaining';
  if (stake < remaining && stake < minimum) return 'belowMinimum';
  return null;
}

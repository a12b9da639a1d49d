import type { BetWalletOutcome } from '@matchday/contract';
import { orderRejectReason, orderStatus } from '@matchday/contract';
import type { BettingContext } from './betting-context.js';
import type { OrderRow } from './order.repository.js';
import { rejectText, textLanguage } from './reject-texts.js';

/**
 * Every money movement of an order, each through the operator's wallet with a key built from the
 * order, so a retry after a timeout or a crash moves nothing twice:
 * `sports:{orderId}:stake`, `:refund`, `:payout:v{n}`, `:reversal:v{n}`, `:cashout:{cashOutId}`.
 */
export const walletKey = {
  stake: (orderId: string) => `sports:${orderId}:stake`,
  refund: (orderId: string) => `sports:${orderId}:refund`,
  payout: (orderId: string, version: number) => `sports:${orderId}:payout:v${version}`,
  reversal: (orderId: string, version: number) => `sports:${orderId}:reversal:v${version}`,
  cashOut: (orderId: string, cashOutId: string) => `sports:${orderId}:cashout:${cashOutId}`,
};

const WALLET_LANGUAGE = { zh: 'zh-cn', en: 'en', vi: 'vi', th: 'th' } as const;

/** Takes the stake; null when the wallet could not be reached (the order stays created and is retried). */
export async function debitStake(ctx: BettingContext, order: OrderRow): Promise<BetWalletOutcome | null> {
  try {
    return await ctx.wallet.debit({
      key: walletKey.stake(order.id),
      userId: order.userId,
      currency: order.currency,
      amount: order.totalStake,
      orderId: order.id,
      kind: 'stake',
      title: order.title,
      placedAt: order.createdAt,
      language: WALLET_LANGUAGE[textLanguage(order.language)],
      // The operator takes it only while the member's session allows: a reserve bet's was set up earlier.
      ...(order.session ? { session: order.session } : {}),
      ...(order.fromReserve === 1 ? { deferred: true } : {}),
    });
  } catch (err) {
    ctx.log(`stake of order ${order.id} not taken yet; retried later`, err);
    return null;
  }
}

/**
 * Moves an order to `rejected` with its reason, then gives the stake back (when it was taken).
 * The move records `refundDue` first, so a crash before the credit is finished at the next start.
 */
export async function rejectOrder(
  ctx: BettingContext,
  order: OrderRow,
  reason: number,
  from: readonly number[],
  stakeTaken: boolean,
  text?: string,
): Promise<boolean> {
  const now = ctx.clock();
  const rjs = text ?? rejectText(reason, textLanguage(order.language));
  const moved = await ctx.store.changeStatus([
    {
      id: order.id,
      from,
      status: orderStatus.rejected,
      rejectReason: reason,
      rejectText: rjs,
      refundDue: stakeTaken ? 1 : 0,
      at: now,
    },
  ]);
  if (moved.length === 0) return false;
  ctx.notify(order.userId, { event: 'order', data: { oid: order.id, st: orderStatus.rejected, rj: reason, rjs } });
  if (stakeTaken) await refundStake(ctx, order);
  return true;
}

/** Gives a rejected order's stake back; on failure the order keeps `refundDue` and the sweep retries. */
export async function refundStake(ctx: BettingContext, order: OrderRow): Promise<void> {
  try {
    await ctx.wallet.credit({
      key: walletKey.refund(order.id),
      userId: order.userId,
      currency: order.currency,
      amount: order.totalStake,
      orderId: order.id,
      kind: 'refund',
      betState: 'rejected',
      at: ctx.clock(),
    });
    await ctx.store.clearRefund(order.id, ctx.clock());
  } catch (err) {
    ctx.log(`refund of order ${order.id} failed; retried later`, err);
  }
}

/** The reason a debit was refused: the operator's own text (a limit, a break) or ours. */
export function paymentRefusal(order: OrderRow, outcome: BetWalletOutcome): { reason: number; text: string } {
  return {
    reason: orderRejectReason.paymentFailed,
    text: outcome.message ?? rejectText(orderRejectReason.paymentFailed, textLanguage(order.language)),
  };
}

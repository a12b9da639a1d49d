import { AppError } from '../../http/app-error.js';
import type { MemberBet } from '../sports-platform/index.js';
import type { Caller } from '../../http/caller.js';
import type { FollowOrderRepository, FollowOrderRow } from './follow-order.repository.js';
import type { PushOrders } from './push-orders.js';

/** A standalone platform's clock may run behind ours: a bet this much older than the pick still counts. */
export const FOLLOW_CLOCK_SKEW_MS = 60_000;

export interface FollowOrderInput {
  pushOrderId: number;
  orderId: string | null;
  stake: number;
}

export interface FollowOrderView {
  id: number;
  pushOrderId: number;
  orderId: string | null;
  stake: number;
  createdAt: number;
}

const view = (row: FollowOrderRow): FollowOrderView => ({
  id: Number(row.id),
  pushOrderId: Number(row.pushOrderId),
  orderId: row.orderId,
  stake: Number(row.stake),
  createdAt: row.createdAt,
});

/**
 * Follow orders: a viewer backs an anchor's recommended bet with a sports bet of their own. A follow
 * is recorded only for a real bet: the caller's own bet record (the bet wallet's, written when the
 * stake was taken), not refused or voided, placed after the recommendation, at the record's stake.
 * One per (member, bet): a repeat answers the first follow. A new follow tells the room the pick's
 * follower count (distinct members).
 */
export function createFollowOrders(deps: {
  repo: FollowOrderRepository;
  pushOrders: Pick<PushOrders, 'find' | 'announce'>;
  bets: { memberBet(userId: number, orderId: string): Promise<MemberBet | null> };
  now?: () => number;
}) {
  const { repo } = deps;
  const now = deps.now ?? Date.now;

  /** The stored follow answers a repeat only when it is the same follow. */
  function sameFollow(row: FollowOrderRow, input: FollowOrderInput): FollowOrderView {
    if (Number(row.pushOrderId) !== input.pushOrderId) throw new AppError('conflict', 'live.followOrder.otherPick');
    if (Number(row.stake) !== input.stake) throw new AppError('conflict', 'live.followOrder.stakeMismatch');
    return view(row);
  }

  return {
    async save(caller: Caller, input: FollowOrderInput): Promise<FollowOrderView> {
      // A follow without a bet would let anyone inflate a pick's followers.
      if (input.orderId === null) throw new AppError('validationFailed', 'live.followOrder.orderRequired');
      const pick = await deps.pushOrders.find(input.pushOrderId);
      if (!pick) throw new AppError('notFound', 'live.followOrder.pickUnknown');
      if (pick.presenterId === caller.userId) throw new AppError('conflict', 'live.followOrder.ownPick');
      const followed = await repo.byOrder(caller.userId, input.orderId);
      if (followed) return sameFollow(followed, input);
      // Someone else's bet reads as missing: ids of other members' bets are not confirmed.
      const bet = await deps.bets.memberBet(caller.userId, input.orderId);
      if (!bet) throw new AppError('notFound', 'live.followOrder.betUnknown');
      if (bet.state === 'rejected' || bet.state === 'cancelled')
        throw new AppError('conflict', 'live.followOrder.betNotPlaced');
      if (bet.placedAt < pick.createdAt - FOLLOW_CLOCK_SKEW_MS)
        throw new AppError('conflict', 'live.followOrder.placedBefore');
      if (bet.stake !== input.stake) throw new AppError('conflict', 'live.followOrder.stakeMismatch');
      const { row, created } = await repo.insert({
        pushOrderId: pick.id,
        userId: caller.userId,
        orderId: bet.orderId,
        currency: bet.currency,
        stake: bet.stake,
        createdAt: now(),
      });
      // Two calls at once: the one that lost the insert answers like a repeat.
      if (!created) return sameFollow(row, input);
      const updated = await deps.pushOrders.find(pick.id);
      if (updated) await deps.pushOrders.announce(updated);
      return view(row);
    },

    async mine(caller: Caller, q: { pageNum: number; pageSize: number }) {
      const page = await repo.page({ userId: caller.userId, ...q });
      return { list: page.list.map(view), total: page.total };
    },
  };
}
export type FollowOrders = ReturnType<typeof createFollowOrders>;

import { useEffect, useRef } from 'react';
import { useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { fetchOrderStatus } from '../api/get-stake-order-status';
import type { OrderUpdate } from '../lib/order-tracking';
import { openOrderIds, useOrders } from '../stores/order-store';
import { startPolling } from '@/shared/query/polling';
import type { MemberFeed } from '@/shared/realtime/member-feed';

/** How often open orders are asked about (§6.1 step 4: every second). */
export const ORDER_POLL_MS = 1_000;

function apply(updates: readonly OrderUpdate[]): void {
  const clear = useOrders.getState().update(updates);
  if (clear.length > 0) useBetSlip.getState().removeMany(clear);
}

/**
 * Follows placed orders until the platform decides them: polls getStakeOrderStatus every second
 * while any is created or confirming, and listens to the member's `order` pushes. Polling alone is
 * enough when the push is unavailable or refuses the topic.
 */
export function useOrderTracking(userId: number, feed: MemberFeed | undefined): void {
  const ids = useOrders(openOrderIds);

  useEffect(() => {
    if (ids === '') return undefined;
    return startPolling(async (stopped) => {
      const states = await fetchOrderStatus(ids.split(','));
      if (!stopped()) apply(states);
    }, ORDER_POLL_MS);
  }, [ids]);

  const feedRef = useRef(feed);
  useEffect(() => {
    feedRef.current = feed;
  });
  // Listens only while something is undecided: no second socket for a member who is not betting.
  const following = ids !== '';
  useEffect(() => {
    const subscribe = feedRef.current;
    if (!following || !subscribe || userId <= 0) return undefined;
    return subscribe(
      userId,
      'order',
      ({ oid, st, rj, rjs }) => apply([{ oid, st, rj, rjs }]),
      () => {
        const open = openOrderIds(useOrders.getState());
        if (open !== '') void fetchOrderStatus(open.split(',')).then(apply, () => undefined);
      },
    );
  }, [userId, following]);
}

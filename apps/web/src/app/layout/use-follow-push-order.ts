import { useEffect } from 'react';
import { isAccepted, isOpen } from '@/features/bet-slip/lib/order-tracking';
import type { TrackedOrder } from '@/features/bet-slip/lib/placement';
import { useOrders, type Placement } from '@/features/bet-slip/stores/order-store';
import { saveFollowOrder, type FollowOrderBody } from '@/features/live/api/live-follow-order-save';
import { useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { clearPendingPushOrder, pendingKey, pendingPushOrder } from '@/shared/bet-slip/pending-push-order';
import { ApiError } from '@/shared/http/errors';

/** Waits before asking again after a lost answer; the server keeps one follow per bet, so a repeat is harmless. */
export const FOLLOW_RETRY_MS = [1_000, 5_000] as const;

const singlesOn = (key: string, placements: readonly Placement[]) =>
  placements.flatMap((p) => p.orders).filter((o) => o.single && o.keys.length === 1 && o.keys[0] === key);

/** The single on exactly this selection that became accepted between two states of the orders, if any. */
export function acceptedSingleOn(
  key: string,
  prev: readonly Placement[],
  next: readonly Placement[],
): TrackedOrder | null {
  const before = new Map(prev.flatMap((p) => p.orders).map((o) => [o.oid, o.st]));
  return singlesOn(key, next).find((o) => isAccepted(o.st) && !isAccepted(before.get(o.oid) ?? -1)) ?? null;
}

/**
 * Whether the member took the pick off the slip. An accepted bet also clears it, but its follow was
 * sent first (orders update before the slip); a single still waiting keeps the pick pending.
 */
export function pickDropped(
  key: string,
  prev: readonly { key: string }[],
  next: readonly { key: string }[],
  placements: readonly Placement[],
): boolean {
  if (!prev.some((s) => s.key === key) || next.some((s) => s.key === key)) return false;
  return !singlesOn(key, placements).some((o) => isOpen(o.st));
}

async function follow(
  save: (body: FollowOrderBody) => Promise<unknown>,
  body: FollowOrderBody,
  sleep: (ms: number) => Promise<void>,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await save(body);
      return;
    } catch (err) {
      // A refusal is the server's answer; only a lost one is asked again.
      const wait = FOLLOW_RETRY_MS[attempt];
      if (err instanceof ApiError || wait === undefined) return;
      await sleep(wait);
    }
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Follows the recommended bet the member opened from a live room (spec §3's pending push order):
 * when a single on exactly its selection is accepted, `follow/order/save` records it once with that
 * order and stake, and the pending pick is cleared. It is also cleared after 30 minutes or when the
 * member takes the selection off the slip. Features meet here: the slip's orders, the live call.
 */
export function useFollowPushOrder(
  save: (body: FollowOrderBody) => Promise<unknown> = saveFollowOrder,
  sleep = pause,
): void {
  useEffect(() => {
    // Reading drops a pick that lapsed while the app was closed.
    pendingPushOrder();
    const offOrders = useOrders.subscribe((state, prev) => {
      const pending = state.placements === prev.placements ? null : pendingPushOrder();
      const order = pending && acceptedSingleOn(pendingKey(pending), prev.placements, state.placements);
      if (!pending || !order) return;
      clearPendingPushOrder();
      void follow(save, { pushOrderId: pending.pushOrderId, orderId: order.oid, stake: order.stake }, sleep);
    });
    const offSlip = useBetSlip.subscribe((state, prev) => {
      const pending = state.selections === prev.selections ? null : pendingPushOrder();
      if (
        pending &&
        pickDropped(pendingKey(pending), prev.selections, state.selections, useOrders.getState().placements)
      )
        clearPendingPushOrder();
    });
    return () => {
      offOrders();
      offSlip();
    };
  }, [save, sleep]);
}

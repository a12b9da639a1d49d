import type { PushOrder } from '@matchday/contract';
import type { StoredValue } from '@/shared/storage/schema';
import { readStored, removeStored, writeStored } from '@/shared/storage/storage';
import { selectionKey } from './bet-slip-store';

/** Spec §3's pending push order: a recommended bet the member opened in the slip, not yet followed. */
export type PendingPushOrder = NonNullable<StoredValue<'pendingPushOrder'>>;

/** A pick not bet within this long is let go: a later bet on the same line is the member's own idea. */
export const PENDING_PUSH_ORDER_TTL_MS = 30 * 60_000;

/** Remembers the pick the live room just put on the slip (one at a time: the latest wins). */
export function rememberPushOrder(
  bet: Pick<PushOrder, 'id' | 'streamId' | 'marketId' | 'optionType'>,
  now = Date.now(),
): void {
  writeStored('pendingPushOrder', {
    pushOrderId: bet.id,
    streamId: bet.streamId,
    marketId: bet.marketId,
    optionType: bet.optionType,
    at: now,
  });
}

export function clearPendingPushOrder(): void {
  removeStored('pendingPushOrder');
}

/** The pending pick, or null; one older than the TTL is cleared on the way. */
export function pendingPushOrder(now = Date.now()): PendingPushOrder | null {
  const pending = readStored('pendingPushOrder');
  if (pending && now - pending.at > PENDING_PUSH_ORDER_TTL_MS) {
    clearPendingPushOrder();
    return null;
  }
  return pending;
}

/** The slip selection key the pick goes on as. */
export const pendingKey = (p: Pick<PendingPushOrder, 'marketId' | 'optionType'>) =>
  selectionKey(p.marketId, p.optionType);

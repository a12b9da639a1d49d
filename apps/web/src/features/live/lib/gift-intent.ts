import { ApiError } from '@/shared/http/errors';
import { newRequestKey } from '@/shared/money/format-money';

/** One thing the viewer means to send. */
export type GiftIntent = { streamId: number; giftId: number; count: number };

/** The key of the last send that got no answer, and what it was for. */
export type PendingKey = { intent: GiftIntent; requestKey: string } | null;

const same = (a: GiftIntent, b: GiftIntent) =>
  a.streamId === b.streamId && a.giftId === b.giftId && a.count === b.count;

/**
 * The request key for a send: the unanswered key when the viewer retries the same gift and count
 * (the server may have paid it already, so it must not pay again), else a fresh one.
 */
export function requestKeyFor(intent: GiftIntent, pending: PendingKey): string {
  return pending && same(pending.intent, intent) ? pending.requestKey : newRequestKey('gift');
}

/**
 * What to remember after a send: only an unanswered one (network error, timeout) keeps its key.
 * A success or a refusal is final for that key (the server answers a retry the same way), so the
 * next send starts fresh, e.g. after a deposit.
 */
export function pendingAfter(intent: GiftIntent, requestKey: string, err: unknown): PendingKey {
  if (err === null || err instanceof ApiError) return null;
  return { intent, requestKey };
}

import { ApiError } from '@/shared/http/errors';
import { newRequestKey } from '@/shared/money/format-money';

/** The key of the last placement that got no answer, and what it was for. */
export type PendingKey = { fingerprint: string; requestKey: string } | null;

/**
 * The request key for a placement: the unanswered key when the member retries the same bets
 * (the platform may have taken them already and must not take them twice), else a fresh one.
 */
export function requestKeyFor(fingerprint: string, pending: PendingKey, prefix: string): string {
  return pending && pending.fingerprint === fingerprint ? pending.requestKey : newRequestKey(prefix);
}

/** Only an unanswered placement (network error, timeout) keeps its key; an answer, even a refusal, is final for it. */
export function pendingAfter(fingerprint: string, requestKey: string, err: unknown): PendingKey {
  if (err === null || err instanceof ApiError) return null;
  return { fingerprint, requestKey };
}

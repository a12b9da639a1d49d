import { apiCodes } from '@matchday/contract/client';
import { ApiError, failureText } from '@/shared/http/errors';

/** What the gift bar says about a failed send. */
export type GiftRefusal = { kind: 'insufficientFunds' } | { kind: 'network' } | { kind: 'say'; message: string };

/**
 * Short of money gets our own text with a deposit link; not live, own stream, a withdrawn gift and
 * the responsible-gambling block carry the server's message, already in the member's language.
 */
export function giftRefusalOf(err: unknown, fallback: string): GiftRefusal {
  if (!(err instanceof ApiError)) return { kind: 'network' };
  if (err.code === apiCodes.insufficientFunds.code) return { kind: 'insufficientFunds' };
  return { kind: 'say', message: failureText(err, fallback) };
}

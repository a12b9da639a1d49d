import type { ChatRefusalData } from '@matchday/contract/client';
import { ApiError } from '@/shared/http/errors';

/** What the composer does with a refused chat call. */
export type ChatBlock =
  | { kind: 'wait'; reason: 'slowMode' | 'tooFast'; until: number }
  | { kind: 'rejoin' }
  | { kind: 'stop'; message: string }
  | { kind: 'say'; message: string };

/**
 * Reads a refusal's `data.reason` (contract `ChatRefusalData`): waits count down, an expired or
 * invalid ticket is fetched again, bans, mutes and a closed room stop the composer with the
 * server's message (already in the user's language); anything else is said once.
 */
export function chatBlockOf(err: unknown, fallback: string, now = Date.now()): ChatBlock {
  if (!(err instanceof ApiError)) return { kind: 'say', message: fallback };
  const data = err.data as Partial<ChatRefusalData> | null;
  switch (data?.reason) {
    case 'slowMode':
    case 'tooFast':
      return { kind: 'wait', reason: data.reason, until: now + (data.retryInMs ?? 1_000) };
    case 'ticketExpired':
    case 'ticketInvalid':
      return { kind: 'rejoin' };
    case 'banned':
    case 'muted':
    case 'roomClosed':
      return { kind: 'stop', message: err.msg || fallback };
    default:
      return { kind: 'say', message: err.msg || fallback };
  }
}

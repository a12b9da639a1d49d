import { ApiError } from '@/shared/http/errors';
import { newRequestKey } from '@/shared/money/format-money';

/** The key of a cash-out that got no answer, and what it was for. */
export type PendingCashOut = { print: string; requestKey: string } | null;

/** The same cash-out retried after no answer reuses its key, so it is paid once; anything else gets a fresh key. */
export const cashOutKeyFor = (print: string, pending: PendingCashOut) =>
  pending && pending.print === print ? pending.requestKey : newRequestKey('cashout');

/** Only an unanswered request keeps its key. */
export const pendingCashOutAfter = (print: string, requestKey: string, err: unknown): PendingCashOut =>
  err === null || err instanceof ApiError ? null : { print, requestKey };

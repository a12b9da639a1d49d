import type { RealtimeBus } from '@matchday/realtime';
import type { AppDatabase } from '../../db/database.js';
import { createAccessTokens } from './access-tokens.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService, type SessionService } from './session.service.js';

export type { SessionService, OpenedSession, RefreshOutcome } from './session.service.js';
export { ACCESS_TTL_MS, IDLE_TIMEOUT_MS, SESSION_TTL_MS, SESSIONS_PER_USER } from './session.service.js';

/** Bus topic on which every node hears that a user's sessions ended (no socket may subscribe it: no family). */
export const SESSION_ENDS_TOPIC = 'access:sessions';

export interface SessionModule {
  /** Opens, checks, refreshes and ends sessions; the endpoint registrar resolves callers through it. */
  sessions: SessionService;
  /**
   * Hands every node's ended sessions to `recheck`, as the user whose access changed: the realtime
   * plugin's sockets of that user check their tokens again. Resolves with the function that stops listening.
   */
  endedSessions(recheck: (change: { userId: number }) => void): Promise<() => void>;
}

/**
 * Sessions (`sessions`): hashed session tokens (the httpOnly cookie's) with a 7-day expiry, an idle
 * timeout and a cap per user, and the short-lived access tokens signed with `secret` that calls carry.
 * Ended sessions are announced on `bus`, so open sockets on every node stop speaking for them.
 */
export function createSessionModule(deps: {
  db: AppDatabase;
  secret: Buffer;
  bus?: RealtimeBus;
  onError?: (err: unknown) => void;
  now?: () => number;
}): SessionModule {
  const sessions = createSessionService(createSessionRepository(deps.db), createAccessTokens(deps.secret), deps.now);
  const { bus } = deps;
  if (bus)
    sessions.onEnded(
      (userId) => void bus.publish(SESSION_ENDS_TOPIC, 'ended', { userId }).catch(deps.onError ?? (() => undefined)),
    );
  return {
    sessions,
    endedSessions: async (recheck) =>
      bus
        ? bus.subscribe(SESSION_ENDS_TOPIC, (msg) => recheck({ userId: (msg.data as { userId: number }).userId }))
        : () => undefined,
  };
}

import type { AppDatabase } from '../../db/database.js';
import { createAccessTokens } from './access-tokens.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService, type SessionService } from './session.service.js';

export type { SessionService, OpenedSession, RefreshOutcome } from './session.service.js';
export { ACCESS_TTL_MS, IDLE_TIMEOUT_MS, SESSION_TTL_MS, SESSIONS_PER_USER } from './session.service.js';

export interface SessionModule {
  /** Opens, checks, refreshes and ends sessions; the endpoint registrar resolves callers through it. */
  sessions: SessionService;
}

/**
 * Sessions (`sessions`): hashed session tokens (the httpOnly cookie's) with a 7-day expiry, an idle
 * timeout and a cap per user, and the short-lived access tokens signed with `secret` that calls carry.
 */
export function createSessionModule(deps: { db: AppDatabase; secret: Buffer; now?: () => number }): SessionModule {
  return {
    sessions: createSessionService(createSessionRepository(deps.db), createAccessTokens(deps.secret), deps.now),
  };
}

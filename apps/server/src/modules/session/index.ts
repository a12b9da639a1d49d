import type { AppDatabase } from '../../db/database.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService, type SessionService } from './session.service.js';

export type { SessionService } from './session.service.js';

export interface SessionModule {
  /** Opens, checks and ends sessions; the endpoint registrar resolves callers through it. */
  sessions: SessionService;
}

/** Sessions: hashed tokens with a 7-day expiry (`sessions`). */
export function createSessionModule(deps: { db: AppDatabase; now?: () => number }): SessionModule {
  return { sessions: createSessionService(createSessionRepository(deps.db), deps.now) };
}

import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { AccountRepository } from '../account/index.js';
import type { SessionService } from '../session/index.js';
import { createBanLogRepository } from './ban-log.repository.js';
import { banLogRoutes } from './ban-log.routes.js';
import { createBanLogService, type BanLogService } from './ban-log.service.js';

export { BAN, type BanLogService, type BanView } from './ban-log.service.js';

export interface ModerationModule {
  /** Mutes and bans: a user's standing in a room, reinstatement after a ban ends, change listeners. */
  bans: Pick<BanLogService, 'info' | 'reinstateIfClear' | 'onStandingChanged'>;
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
}

/** Moderation: the ban log (`ban_logs`); an every-room ban closes the account and ends its sessions. */
export function createModerationModule(deps: {
  db: AppDatabase;
  accounts: Pick<AccountRepository, 'findById' | 'close' | 'reinstate'>;
  sessions: Pick<SessionService, 'revokeAllOf'>;
  now?: () => number;
}): ModerationModule {
  const bans = createBanLogService({ ...deps, repo: createBanLogRepository(deps.db) });
  return { bans, registerEndpoints: (api, registrar) => banLogRoutes(api, registrar, bans) };
}

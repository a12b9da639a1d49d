import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { SessionService } from '../session/index.js';
import type { WalletService } from '../wallet/index.js';
import { createGamblingControlsRepository } from './gambling-controls.repository.js';
import { gamblingControlsRoutes } from './gambling-controls.routes.js';
import { createGamblingControls, type GamblingControlsService } from './gambling-controls.service.js';
import { guardWallet } from './guarded-wallet.js';

export type { GamblingControlsService } from './gambling-controls.service.js';
export { refusalText } from './refusal-text.js';

export interface ResponsibleGamblingModule {
  /** A member's limits, breaks and self-exclusion; `assertAllowed` refuses what they forbid. */
  controls: GamblingControlsService;
  /** The wallet every staking, playing and gifting feature uses: it enforces the controls first. */
  guardedWallet: WalletService;
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
}

/** Responsible gambling: limits, reality check, breaks, self-exclusion (`gambling_limits`, `gambling_controls`). */
export function createResponsibleGamblingModule(deps: {
  db: AppDatabase;
  /** The bare ledger it guards; limits read its balances. */
  wallet: WalletService;
  /** The reality check counts from the session's start. */
  sessions: Pick<SessionService, 'startedAt'>;
  /** The site's IANA zone, in which messages write deadlines. */
  timeZone: string;
}): ResponsibleGamblingModule {
  const controls = createGamblingControls(createGamblingControlsRepository(deps.db), Date.now, deps.timeZone);
  return {
    controls,
    guardedWallet: guardWallet(deps.wallet, controls),
    registerEndpoints: (api, registrar) => gamblingControlsRoutes(api, registrar, controls, deps.wallet, deps.sessions),
  };
}

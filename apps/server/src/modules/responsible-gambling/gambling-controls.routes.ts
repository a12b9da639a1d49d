import {
  memberRgGet,
  memberRgLimitSave,
  memberRgRealityCheck,
  memberRgRealityCheckSave,
  memberRgSelfExclude,
  memberRgTimeout,
} from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { SessionService } from '../session/index.js';
import type { WalletService } from '../wallet/index.js';
import type { GamblingControlsService } from './gambling-controls.service.js';

export function gamblingControlsRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  controls: GamblingControlsService,
  wallet: Pick<WalletService, 'balances'>,
  sessions: Pick<SessionService, 'startedAt'>,
) {
  registerEndpoint(app, deps, memberRgGet, ({ caller }) => controls.view(caller!.userId));
  registerEndpoint(app, deps, memberRgLimitSave, ({ caller, body }) => controls.saveLimit(caller!.userId, body));
  registerEndpoint(app, deps, memberRgRealityCheckSave, ({ caller, body }) =>
    controls.saveRealityCheck(caller!.userId, body.minutes),
  );
  registerEndpoint(app, deps, memberRgTimeout, ({ caller, body }) => controls.takeBreak(caller!.userId, body.hours));
  registerEndpoint(app, deps, memberRgSelfExclude, ({ caller, body }) =>
    controls.selfExclude(caller!.userId, body.months),
  );
  registerEndpoint(app, deps, memberRgRealityCheck, async ({ caller }) => {
    const started = await sessions.startedAt(caller!.sessionId);
    const currencies = (await wallet.balances(caller!.userId)).map((w) => w.currency);
    return controls.realityCheck(caller!.userId, started, currencies);
  });
}

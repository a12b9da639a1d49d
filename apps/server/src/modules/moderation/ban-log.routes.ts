import {
  userBanLogBanInfo,
  userBanLogBatchUntie,
  userBanLogList,
  userBanLogSave,
  userBanLogUpdate,
} from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { BanLogService } from './ban-log.service.js';

export function banLogRoutes(app: FastifyInstance, deps: RegistrarDeps, bans: BanLogService) {
  registerEndpoint(app, deps, userBanLogSave, ({ caller, body }) => bans.save(caller!, body));
  registerEndpoint(app, deps, userBanLogList, ({ caller, body }) => bans.list(caller!, body));
  registerEndpoint(app, deps, userBanLogBatchUntie, async ({ caller, body }) => ({
    lifted: await bans.lift(caller!, body.ids),
  }));
  registerEndpoint(app, deps, userBanLogUpdate, ({ caller, body }) => bans.update(caller!, body));
  registerEndpoint(app, deps, userBanLogBanInfo, ({ caller, body }) =>
    bans.infoFor(caller!, body.userId ?? caller!.userId, body.roomId),
  );
}

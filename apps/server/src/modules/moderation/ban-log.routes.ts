import {
  userBanLogBanInfo,
  userBanLogBatchUntie,
  userBanLogList,
  userBanLogSave,
  userBanLogUpdate,
} from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { BanLogService } from './ban-log.service.js';

export function banLogRoutes(app: FastifyInstance, deps: RegistrarDeps, bans: BanLogService) {
  registerEndpoint(app, deps, userBanLogSave, ({ caller, body }) => bans.save(caller!, body));
  registerEndpoint(app, deps, userBanLogList, ({ caller, body }) => bans.list(caller!, body));
  registerEndpoint(app, deps, userBanLogBatchUntie, async ({ caller, body }) => ({
    lifted: await bans.lift(caller!, body.ids),
  }));
  registerEndpoint(app, deps, userBanLogUpdate, ({ caller, body }) => bans.update(caller!, body));
  registerEndpoint(app, deps, userBanLogBanInfo, async ({ caller, body }) => {
    // A member asks about themself; asking about someone else is for moderators.
    const userId = body.userId ?? caller!.userId;
    if (userId !== caller!.userId && caller!.role === 'member') throw new AppError('forbidden');
    return bans.info(userId, body.roomId);
  });
}

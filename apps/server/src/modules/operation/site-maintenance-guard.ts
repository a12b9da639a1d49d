import { appEndpoints, refusedDuringSiteMaintenance } from '@matchday/contract';
import type { Site } from '@matchday/core';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../http/language.js';
import { sendCode } from '../../http/reply.js';
import type { OperationService } from './operation.service.js';

/**
 * While site maintenance is on, the calls that move money or launch play answer `siteMaintenance`
 * with the window in `data`, before anything else runs (the contract lists them).
 */
export function refuseMoneyDuringSiteMaintenance(
  api: FastifyInstance,
  deps: { operations: Pick<OperationService, 'siteWindowNow'>; site: Site },
) {
  const refused = new Set(
    appEndpoints.filter((e) => refusedDuringSiteMaintenance.has(e.id)).map((e) => `${e.method} ${e.path}`),
  );
  api.addHook('onRequest', async (req, reply) => {
    const route = req.routeOptions.url;
    if (!route || !refused.has(`${req.method} ${route}`)) return;
    const window = await deps.operations.siteWindowNow();
    if (!window) return;
    return sendCode(reply, 'siteMaintenance', requestLanguage(req, deps.site), {
      startTime: window.startTime,
      endTime: window.endTime,
    });
  });
}

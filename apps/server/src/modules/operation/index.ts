import type { RealtimeBus } from '@matchday/realtime';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import { createOperationRepository } from './operation.repository.js';
import { operationRoutes } from './operation.routes.js';
import { createOperationService, type OperationService } from './operation.service.js';
import { refuseMoneyDuringSiteMaintenance } from './site-maintenance-guard.js';
import { siteListRoutes } from './site-lists.routes.js';

export type { OperationService, PlatformWindow } from './operation.service.js';

export interface OperationModule {
  /** Maintenance windows (pushed on the `site` topic and to the sports platform), the menu order and the demo content. */
  operations: OperationService;
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
}

/** Site operation: maintenance, menu order, country codes, home bar, bulletins. */
export function createOperationModule(deps: {
  db: AppDatabase;
  bus: RealtimeBus;
  /** The customer-service link is its help centre. */
  publicUrl: string;
  /** The language of pushed notices and bulletins (each client reads its own language back). */
  siteLanguage: string;
  now?: () => number;
}): OperationModule {
  const operations = createOperationService(createOperationRepository(deps.db), deps.bus, {
    siteLanguage: deps.siteLanguage,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    operations,
    registerEndpoints(api, registrar) {
      // First: the guard must see every /api route registered after it.
      refuseMoneyDuringSiteMaintenance(api, { operations, site: registrar.config.site });
      operationRoutes(api, registrar, operations, `${deps.publicUrl}/HelpCenter`);
      siteListRoutes(api, registrar, () => operations.menuOrder());
    },
  };
}

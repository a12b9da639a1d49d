import { siteMainQueryDetail, tutorialPopCustomerLink } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { OperationService } from './operation.service.js';

export function operationRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  service: OperationService,
  customerServiceUrl: string,
) {
  registerEndpoint(app, deps, siteMainQueryDetail, ({ body, lang }) => service.maintenanceFor(body.point, lang));
  registerEndpoint(app, deps, tutorialPopCustomerLink, async () => ({ url: customerServiceUrl }));
}

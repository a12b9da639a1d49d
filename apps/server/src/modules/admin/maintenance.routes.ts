import { adminMaintenanceEnd, adminMaintenanceList, adminMaintenanceSave, adminMenuOrderSet } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { OperationService } from '../operation/index.js';
import type { AdminAuditRepository } from './admin-audit.repository.js';

export type MaintenanceDesk = Pick<OperationService, 'list' | 'save' | 'end' | 'setMenuOrder'>;

/** The super admin's maintenance windows (site, sports) and menu order; every change audited. */
export function maintenanceRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  svc: { operations: MaintenanceDesk; auditTrail: AdminAuditRepository },
) {
  registerEndpoint(app, deps, adminMaintenanceList, ({ query }) => svc.operations.list(query.pageNum, query.pageSize));

  registerEndpoint(app, deps, adminMaintenanceSave, async ({ caller, body }) => {
    const saved = await svc.operations.save(body, caller!.userId);
    await svc.auditTrail.record({
      adminId: caller!.userId,
      action: body.id === undefined ? 'maintenance.create' : 'maintenance.edit',
      targetUserId: null,
      detail: {
        id: saved.id,
        scope: saved.scope,
        startTime: saved.startTime,
        endTime: saved.endTime,
        title: saved.titles.en,
        announce: body.announce,
      },
    });
    return saved;
  });

  registerEndpoint(app, deps, adminMaintenanceEnd, async ({ caller, body }) => {
    const ended = await svc.operations.end(body.id, caller!.userId);
    await svc.auditTrail.record({
      adminId: caller!.userId,
      action: 'maintenance.end',
      targetUserId: null,
      detail: {
        id: ended.id,
        scope: ended.scope,
        startTime: ended.startTime,
        endTime: ended.endTime,
        endedAt: ended.endedAt,
      },
    });
    return ended;
  });

  registerEndpoint(app, deps, adminMenuOrderSet, async ({ caller, body }) => {
    const gameOrder = await svc.operations.setMenuOrder(body.gameOrder);
    await svc.auditTrail.record({
      adminId: caller!.userId,
      action: 'site.menuOrder',
      targetUserId: null,
      detail: { gameOrder },
    });
    return { gameOrder };
  });
}

import type { MaintenanceInfo } from '@matchday/contract';
import { publishEvent, type RealtimeBus } from '@matchday/realtime';
import type { OperationRepository } from './operation.repository.js';

/** Product areas in the header menu for visitors, until an operator sets another order. */
export const DEFAULT_MENU_ORDER = ['home', 'sports', 'live', 'casino', 'promotions'];

export function createOperationService(repo: OperationRepository, bus: RealtimeBus, now: () => number = Date.now) {
  return {
    maintenanceFor: (point: number) => repo.maintenanceFor(point),

    /** Records a maintenance notice and tells every open client on the `site` topic. */
    async setMaintenance(info: Omit<MaintenanceInfo, 'id'>): Promise<MaintenanceInfo> {
      const saved = await repo.insert(info, now());
      await publishEvent(bus, 'site', 'maintenance', saved);
      return saved;
    },

    async menuOrder(): Promise<string[]> {
      const latest = await repo.latest();
      const order = latest?.sportsConfigVO?.gameOrder ?? [];
      return order.length > 0 ? order : DEFAULT_MENU_ORDER;
    },
  };
}
export type OperationService = ReturnType<typeof createOperationService>;

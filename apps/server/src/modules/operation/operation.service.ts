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

    /** A maintenance notice a week ahead and a welcome bulletin, each only into an empty table. */
    async seedDemoContent(): Promise<void> {
      const t = now();
      if ((await repo.count()) === 0)
        await repo.insert(
          {
            title: 'Scheduled maintenance',
            content: 'Sports betting pauses for a short upgrade on Sunday night.',
            status: 0,
            point: [0],
            startTime: t + 7 * 24 * 3600 * 1000,
            endTime: t + 7 * 24 * 3600 * 1000 + 2 * 3600 * 1000,
            sportsConfigVO: { gameOrder: DEFAULT_MENU_ORDER },
          },
          t,
        );
      if (!(await repo.hasBulletins()))
        await repo.insertBulletin(
          { title: 'Welcome to Matchday', content: 'Sports, live rooms and games in one place.' },
          t,
        );
    },
  };
}
export type OperationService = ReturnType<typeof createOperationService>;

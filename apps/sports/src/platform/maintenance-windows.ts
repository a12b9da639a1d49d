import { bulletinKind } from '@matchday/contract';
import type { PlatformMaintenanceWindow, SportsMaintenance } from '@matchday/contract';
import type { BulletinRepository } from '../bulletins/bulletin.repository.js';

/**
 * The app's maintenance windows as the platform last heard them (the app server owns them and
 * sends the whole list on every change and when it starts): `at(now)` is the window on now, if any.
 * An announced window becomes a pinned maintenance bulletin.
 */
export function createMaintenanceWindows(deps: { bulletins: BulletinRepository; clock: () => number }) {
  let windows: readonly PlatformMaintenanceWindow[] = [];
  return {
    async setWindows(next: readonly PlatformMaintenanceWindow[]) {
      windows = next.filter(
        (w) => Number.isSafeInteger(w.startMs) && Number.isSafeInteger(w.endMs) && w.endMs > w.startMs,
      );
    },
    async announce({ titles, contents }) {
      const now = deps.clock();
      await deps.bulletins.insert(
        {
          kind: bulletinKind.maintenance,
          sportId: null,
          pinned: true,
          publishedAt: now,
          title: titles,
          content: contents,
        },
        now,
      );
    },
    at(now: number): PlatformMaintenanceWindow | null {
      return windows.find((w) => now >= w.startMs && now <= w.endMs) ?? null;
    },
  } satisfies SportsMaintenance & { at(now: number): PlatformMaintenanceWindow | null };
}
export type MaintenanceWindows = ReturnType<typeof createMaintenanceWindows>;

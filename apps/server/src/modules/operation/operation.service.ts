import {
  maintenancePoints,
  type MaintenanceInfo,
  type MaintenanceNotice,
  type MaintenanceWindow,
} from '@matchday/contract';
import { isInMaintenanceWindow } from '@matchday/core';
import { publishEvent, type RealtimeBus } from '@matchday/realtime';
import { AppError } from '../../http/app-error.js';
import type { OperationRepository, StoredWindow, WindowInput } from './operation.repository.js';

/** Product areas in the header menu, until an operator sets another order. */
export const DEFAULT_MENU_ORDER = ['home', 'sports', 'live', 'casino', 'promotions'];

/** How long the money guard trusts its last look at the site window (other instances' changes arrive within it). */
const GUARD_TTL_MS = 2000;

/** A window the sports platform answers code 8 in (site and sports alike). */
export interface PlatformWindow {
  startMs: number;
  endMs: number;
}

const scopeOfPoint = (point: number) => (point === maintenancePoints.sports ? 'sports' : 'site');
const pointOf = (scope: string) => (scope === 'sports' ? maintenancePoints.sports : maintenancePoints.site);
const textIn = (texts: Record<string, string>, lang: string) =>
  texts[lang] ?? texts.en ?? Object.values(texts)[0] ?? '';

export function createOperationService(
  repo: OperationRepository,
  bus: RealtimeBus,
  opts: { now?: () => number; siteLanguage: string },
) {
  const now = opts.now ?? Date.now;
  const active = (w: StoredWindow, t: number) => w.endedAt === null && isInMaintenanceWindow(t, w.startTime, w.endTime);
  const withActive = (w: StoredWindow): MaintenanceWindow => ({ ...w, active: active(w, now()) });
  let guard: { at: number; window: StoredWindow | null } | null = null;
  const windowListeners: ((windows: PlatformWindow[]) => void)[] = [];
  const announceListeners: ((notice: MaintenanceNotice) => void)[] = [];

  const menuOrder = async (): Promise<string[]> => {
    const order = JSON.parse((await repo.setting('gameOrder')) ?? '[]') as string[];
    return order.length > 0 ? order : DEFAULT_MENU_ORDER;
  };

  /** Spec §3 maintenance info at a point: the window on now (status 1), else the next one (status 0), else none (id 0). */
  const maintenanceFor = async (point: number, lang: string): Promise<MaintenanceInfo> => {
    const t = now();
    const windows = await repo.current([scopeOfPoint(point)], t);
    const w = windows.find((x) => active(x, t)) ?? windows[0];
    const sportsConfigVO = { gameOrder: await menuOrder() };
    if (!w) return { id: 0, title: '', content: '', status: 0, point: [], startTime: 0, endTime: 0, sportsConfigVO };
    return {
      id: w.id,
      title: textIn(w.titles, lang),
      content: textIn(w.contents, lang),
      status: active(w, t) ? 1 : 0,
      point: [pointOf(w.scope)],
      startTime: w.startTime,
      endTime: w.endTime,
      sportsConfigVO,
    };
  };

  const platformWindows = async (): Promise<PlatformWindow[]> =>
    (await repo.current(['site', 'sports'], now())).map((w) => ({ startMs: w.startTime, endMs: w.endTime }));

  /** Tells open clients (the `site` topic) and the sports platform that a window changed. */
  const announceChange = async () => {
    guard = null;
    await publishEvent(bus, 'site', 'maintenance', await maintenanceFor(maintenancePoints.site, opts.siteLanguage));
    const windows = await platformWindows();
    for (const listener of windowListeners) listener(windows);
  };

  const openWindow = async (id: number): Promise<StoredWindow> => {
    const w = await repo.find(id);
    if (!w) throw new AppError('notFound');
    if (w.endedAt !== null || w.endTime <= now()) throw new AppError('conflict', 'validation.maintenance.ended');
    return w;
  };

  return {
    maintenanceFor,
    menuOrder,
    platformWindows,

    /** The site window on now, read at most every GUARD_TTL_MS (the money guard asks on every call). */
    async siteWindowNow(): Promise<StoredWindow | null> {
      const t = now();
      if (!guard || t - guard.at > GUARD_TTL_MS) {
        const windows = await repo.current(['site'], t);
        guard = { at: t, window: windows.find((w) => active(w, t)) ?? windows[0] ?? null };
      }
      const w = guard.window;
      return w && active(w, t) ? w : null;
    },

    /** Called with every window the platform must answer code 8 in, after each change. */
    onWindowsChange(listener: (windows: PlatformWindow[]) => void) {
      windowListeners.push(listener);
    },

    /** Called with each announced window's texts (the sports platform publishes its maintenance bulletin). */
    onAnnounce(listener: (notice: MaintenanceNotice) => void) {
      announceListeners.push(listener);
    },

    list: async (pageNum: number, pageSize: number) => {
      const page = await repo.page(pageNum, pageSize);
      return { list: page.list.map(withActive), total: page.total };
    },

    /** Creates (no id) or edits a window that has not ended; an announced one also becomes a bulletin. */
    async save(input: WindowInput & { id?: number | undefined }, adminId: number) {
      if (input.endTime <= now()) throw new AppError('validationFailed', 'validation.maintenance.past');
      let id = input.id;
      if (id === undefined) id = await repo.insert(input, adminId, now());
      else {
        await openWindow(id);
        await repo.update(id, input, adminId, now());
      }
      const saved = withActive((await repo.find(id))!);
      if (input.announce) {
        const bulletin = {
          title: textIn(input.titles, opts.siteLanguage),
          content: textIn(input.contents, opts.siteLanguage),
        };
        const bulletinId = await repo.insertBulletin(bulletin, now());
        await publishEvent(bus, 'site', 'bulletin', { id: bulletinId, ...bulletin, at: now() });
        for (const listener of announceListeners) listener({ titles: input.titles, contents: input.contents });
      }
      await announceChange();
      return saved;
    },

    async end(id: number, adminId: number): Promise<MaintenanceWindow> {
      await openWindow(id);
      await repo.end(id, adminId, now());
      await announceChange();
      return withActive((await repo.find(id))!);
    },

    async setMenuOrder(order: readonly string[]): Promise<string[]> {
      await repo.putSetting('gameOrder', JSON.stringify(order), now());
      await announceChange();
      return [...order];
    },

    /** A sports window a week ahead and a welcome bulletin, each only into an empty table. */
    async seedDemoContent(): Promise<void> {
      const t = now();
      if ((await repo.countWindows()) === 0) {
        const start = t + 7 * 24 * 3600 * 1000;
        await repo.insert(
          {
            scope: 'sports',
            titles: {
              en: 'Scheduled sports maintenance',
              'zh-cn': '体育系统例行维护',
              vi: 'Bảo trì thể thao định kỳ',
              th: 'ปิดปรับปรุงระบบกีฬาตามกำหนด',
            },
            contents: {
              en: 'Sports betting pauses for a short upgrade on Sunday night.',
              'zh-cn': '周日晚间体育投注将短暂暂停以进行升级。',
              vi: 'Cá cược thể thao tạm dừng để nâng cấp ngắn vào tối Chủ nhật.',
              th: 'การเดิมพันกีฬาจะหยุดชั่วคราวเพื่ออัปเกรดในคืนวันอาทิตย์',
            },
            startTime: start,
            endTime: start + 2 * 3600 * 1000,
            announce: false,
          },
          null,
          t,
        );
      }
      if (!(await repo.hasBulletins()))
        await repo.insertBulletin(
          { title: 'Welcome to Matchday', content: 'Sports, live rooms and games in one place.' },
          t,
        );
    },
  };
}
export type OperationService = ReturnType<typeof createOperationService>;

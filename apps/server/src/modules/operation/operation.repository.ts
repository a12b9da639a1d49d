import type { MaintenanceNotice, MaintenanceWindow } from '@matchday/contract';
import { parseJson, toBool } from '@matchday/database';
import type { Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { MaintenanceWindowsTable } from './operation.tables.js';

export interface WindowInput {
  scope: 'site' | 'sports';
  titles: MaintenanceNotice['titles'];
  contents: MaintenanceNotice['contents'];
  startTime: number;
  endTime: number;
  announce: boolean;
}

/** A stored window without `active`, which depends on the time it is read. */
export type StoredWindow = Omit<MaintenanceWindow, 'active'>;

type Row = Selectable<MaintenanceWindowsTable>;

const toWindow = (r: Row): StoredWindow => ({
  id: Number(r.id),
  scope: r.scope as StoredWindow['scope'],
  targetId: r.targetId === null ? null : Number(r.targetId),
  titles: parseJson<Record<string, string>>(r.titles, {}),
  contents: parseJson<Record<string, string>>(r.contents, {}),
  startTime: Number(r.startTime),
  endTime: Number(r.endTime),
  endedAt: r.endedAt === null ? null : Number(r.endedAt),
  announce: toBool(r.announce),
  updatedAt: Number(r.updatedAt),
});

export function createOperationRepository(db: AppDatabase) {
  return {
    /** Windows of the given scopes not ended and not yet past their end, earliest start first. */
    async current(scopes: readonly string[], now: number): Promise<StoredWindow[]> {
      const rows = await db
        .selectFrom('maintenanceWindows')
        .selectAll()
        .where('scope', 'in', [...scopes])
        .where('endedAt', 'is', null)
        .where('endTime', '>', now)
        .orderBy('startTime', 'asc')
        .limit(50)
        .execute();
      return rows.map(toWindow);
    },

    async page(pageNum: number, pageSize: number): Promise<{ list: StoredWindow[]; total: number }> {
      const rows = await db
        .selectFrom('maintenanceWindows')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute();
      const n = await db
        .selectFrom('maintenanceWindows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { list: rows.map(toWindow), total: Number(n.n) };
    },

    async find(id: number): Promise<StoredWindow | null> {
      const row = await db.selectFrom('maintenanceWindows').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toWindow(row) : null;
    },

    async insert(w: WindowInput, by: number | null, now: number): Promise<number> {
      const r = await db
        .insertInto('maintenanceWindows')
        .values({ ...columns(w), targetId: null, endedAt: null, updatedBy: by, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },

    async update(id: number, w: WindowInput, by: number, now: number): Promise<void> {
      await db
        .updateTable('maintenanceWindows')
        .set({ ...columns(w), updatedBy: by, updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    async end(id: number, by: number, now: number): Promise<void> {
      await db
        .updateTable('maintenanceWindows')
        .set({ endedAt: now, updatedBy: by, updatedAt: now })
        .where('id', '=', id)
        .where('endedAt', 'is', null)
        .execute();
    },

    async countWindows(): Promise<number> {
      const r = await db
        .selectFrom('maintenanceWindows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async setting(key: string): Promise<string | null> {
      const row = await db.selectFrom('siteSettings').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value ?? null;
    },

    async putSetting(key: string, value: string, now: number): Promise<void> {
      await db
        .insertInto('siteSettings')
        .values({ key, value, updatedAt: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: now }))
        .execute();
    },

    async hasBulletins(): Promise<boolean> {
      return (await db.selectFrom('bulletins').select('id').limit(1).execute()).length > 0;
    },

    async insertBulletin(bulletin: { title: string; content: string }, now: number): Promise<number> {
      const r = await db
        .insertInto('bulletins')
        .values({ ...bulletin, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
  };
}
export type OperationRepository = ReturnType<typeof createOperationRepository>;

const columns = (w: WindowInput) => ({
  scope: w.scope,
  titles: JSON.stringify(w.titles),
  contents: JSON.stringify(w.contents),
  startTime: w.startTime,
  endTime: w.endTime,
  announce: w.announce ? 1 : 0,
});

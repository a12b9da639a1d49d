import type { MaintenanceInfo } from '@matchday/contract';
import type { AppDatabase } from '../../db/database.js';
import { parseJson } from '@matchday/database';
import type { SiteMaintenanceTable } from './operation.tables.js';

type Row = Omit<SiteMaintenanceTable, 'id'> & { id: number };

const toInfo = (r: Row): MaintenanceInfo => ({
  id: r.id,
  title: r.title,
  content: r.content,
  status: r.status,
  point: parseJson<number[]>(r.points, []),
  startTime: r.startTime,
  endTime: r.endTime,
  sportsConfigVO: { gameOrder: parseJson<string[]>(r.gameOrder, []) },
});

export function createOperationRepository(db: AppDatabase) {
  return {
    /** The newest maintenance record covering a point, or the newest at all when none names it. */
    async maintenanceFor(point: number): Promise<MaintenanceInfo | null> {
      const rows = (await db
        .selectFrom('siteMaintenance')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(50)
        .execute()) as Row[];
      const infos = rows.map(toInfo);
      return infos.find((i) => i.point.includes(point)) ?? infos[0] ?? null;
    },

    async latest(): Promise<MaintenanceInfo | null> {
      const row = (await db.selectFrom('siteMaintenance').selectAll().orderBy('id', 'desc').executeTakeFirst()) as
        Row | undefined;
      return row ? toInfo(row) : null;
    },

    async insert(info: Omit<MaintenanceInfo, 'id'>, now: number): Promise<MaintenanceInfo> {
      const r = await db
        .insertInto('siteMaintenance')
        .values({
          title: info.title,
          content: info.content,
          status: info.status,
          points: JSON.stringify(info.point),
          startTime: info.startTime,
          endTime: info.endTime,
          gameOrder: JSON.stringify(info.sportsConfigVO?.gameOrder ?? []),
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ...info, id: r.id };
    },

    async hasBulletins(): Promise<boolean> {
      return (await db.selectFrom('bulletins').select('id').limit(1).execute()).length > 0;
    },

    async insertBulletin(bulletin: { title: string; content: string }, now: number): Promise<void> {
      await db
        .insertInto('bulletins')
        .values({ ...bulletin, createdAt: now })
        .execute();
    },

    async count(): Promise<number> {
      const r = await db
        .selectFrom('siteMaintenance')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type OperationRepository = ReturnType<typeof createOperationRepository>;

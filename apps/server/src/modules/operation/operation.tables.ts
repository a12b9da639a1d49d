import type { Generated } from 'kysely';

export interface SiteMaintenanceTable {
  id: Generated<number>;
  title: string;
  content: string;
  status: number;
  /** JSON array of points (0 = whole site). */
  points: string;
  startTime: number;
  endTime: number;
  /** JSON array: the logged-out menu order (spec §6). */
  gameOrder: string;
  updatedAt: number;
}

export interface BulletinsTable {
  id: Generated<number>;
  title: string;
  content: string;
  createdAt: number;
}

/** Maintenance notices and bulletins: this module's part of the app's `Database` (db/schema.ts). */
export interface OperationTables {
  siteMaintenance: SiteMaintenanceTable;
  bulletins: BulletinsTable;
}

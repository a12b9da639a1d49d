import type { Generated } from 'kysely';

export interface MaintenanceWindowsTable {
  id: Generated<number>;
  /** site | sports (lobby | game later, naming `targetId`). */
  scope: string;
  targetId: number | null;
  /** JSON: a title per language (en, zh-cn, vi, th). */
  titles: string;
  /** JSON: the content per language. */
  contents: string;
  startTime: number;
  endTime: number;
  /** Set when a super admin ends it early. */
  endedAt: number | null;
  /** 1 when a maintenance bulletin announced it. */
  announce: number;
  updatedBy: number | null;
  updatedAt: number;
}

/** One row per site-wide setting: `gameOrder` (JSON array, spec §6 menu order). */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updatedAt: number;
}

export interface BulletinsTable {
  id: Generated<number>;
  title: string;
  content: string;
  createdAt: number;
}

/** Maintenance windows, site settings and bulletins: this module's part of the app's `Database` (db/schema.ts). */
export interface OperationTables {
  maintenanceWindows: MaintenanceWindowsTable;
  siteSettings: SiteSettingsTable;
  bulletins: BulletinsTable;
}

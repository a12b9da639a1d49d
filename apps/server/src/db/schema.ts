import type { Generated } from 'kysely';

/** Table types of the app server's database (snake_case columns, camelCase through CamelCasePlugin). */
export interface UsersTable {
  id: Generated<number>;
  userName: string;
  passwordHash: string;
  role: 'member' | 'anchor' | 'admin';
  nickName: string | null;
  avatarId: number;
  vipLevel: number;
  regCurrency: string;
  mobile: string | null;
  mobileArea: string | null;
  /** 1 active, 2 banned. */
  status: number;
  createdAt: number;
  updatedAt: number;
}

export interface SessionsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  deviceId: string | null;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  siteMaintenance: SiteMaintenanceTable;
  bulletins: BulletinsTable;
}

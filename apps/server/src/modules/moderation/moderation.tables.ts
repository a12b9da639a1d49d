import type { Generated } from 'kysely';

export interface BanLogsTable {
  id: Generated<number>;
  userId: number;
  /** 0 = every room (super admin only). */
  roomId: number;
  /** 1 mute, 2 ban. */
  banType: number;
  reason: string;
  operatorId: number;
  createdAt: number;
  expiresAt: number | null;
  liftedAt: number | null;
}

/** Mutes and bans: this module's part of the app's `Database` (db/schema.ts). */
export interface ModerationTables {
  banLogs: BanLogsTable;
}

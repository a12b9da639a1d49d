import type { Generated } from 'kysely';

export interface SessionsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  deviceId: string | null;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

/** Sessions: hashed tokens: this module's part of the app's `Database` (db/schema.ts). */
export interface SessionTables {
  sessions: SessionsTable;
}

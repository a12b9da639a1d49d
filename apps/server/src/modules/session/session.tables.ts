import type { Generated } from 'kysely';

export interface SessionsTable {
  id: Generated<number>;
  userId: number;
  /** SHA-256 of the session's own token, the one the httpOnly cookie carries (the refresh token). */
  tokenHash: string;
  deviceId: string | null;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  /** When a call last used it, written at most once a minute; the idle timeout counts from here. */
  lastSeenAt: number;
}

/** Sessions: hashed tokens: this module's part of the app's `Database` (db/schema.ts). */
export interface SessionTables {
  sessions: SessionsTable;
}

import type { AppDatabase } from '../../db/database.js';

export interface SessionRow {
  sessionId: number;
  userId: number;
  userName: string;
  role: 'member' | 'anchor' | 'admin';
  status: number;
  expiresAt: number;
  revokedAt: number | null;
}

export function createSessionRepository(db: AppDatabase) {
  return {
    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select([
          'sessions.id as sessionId',
          'users.id as userId',
          'users.userName',
          'users.role',
          'users.status',
          'sessions.expiresAt',
          'sessions.revokedAt',
        ])
        .where('sessions.tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },

    async insert(row: {
      userId: number;
      tokenHash: string;
      deviceId: string | null;
      createdAt: number;
      expiresAt: number;
    }): Promise<number> {
      const r = await db.insertInto('sessions').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },

    async startedAt(sessionId: number): Promise<number> {
      const r = await db
        .selectFrom('sessions')
        .select('createdAt')
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      return r.createdAt;
    },

    async deviceOf(sessionId: number): Promise<string | null> {
      const r = await db.selectFrom('sessions').select('deviceId').where('id', '=', sessionId).executeTakeFirst();
      return r?.deviceId ?? null;
    },

    /** Revokes every live session of a user except `keep`; returns how many ended. */
    async revokeAllOf(userId: number, at: number, keep?: number): Promise<number> {
      let q = db
        .updateTable('sessions')
        .set({ revokedAt: at })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null);
      if (keep !== undefined) q = q.where('id', '!=', keep);
      return Number((await q.executeTakeFirst()).numUpdatedRows);
    },

    async revoke(sessionId: number, at: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revokedAt: at })
        .where('id', '=', sessionId)
        .where('revokedAt', 'is', null)
        .execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;

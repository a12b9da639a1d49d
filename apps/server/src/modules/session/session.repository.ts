import { prepareQuery } from '@matchday/database';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export interface SessionRow {
  sessionId: number;
  userId: number;
  userName: string;
  role: 'member' | 'anchor' | 'admin';
  status: number;
  expiresAt: number;
  revokedAt: number | null;
  lastSeenAt: number;
}

const ROW = [
  'sessions.id as sessionId',
  'users.id as userId',
  'users.userName',
  'users.role',
  'users.status',
  'sessions.expiresAt',
  'sessions.revokedAt',
  'sessions.lastSeenAt',
] as const;

const withUser = (db: Kysely<Database>) =>
  db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.userId').select(ROW);
/** Every authenticated call and every stake's debit reads its session: compiled once. */
const sessionByIdQuery = prepareQuery<Database, { sessionId: number }, SessionRow>((db, p) =>
  withUser(db).where('sessions.id', '=', p('sessionId')),
);
const sessionByTokenHashQuery = prepareQuery<Database, { tokenHash: string }, SessionRow>((db, p) =>
  withUser(db).where('sessions.tokenHash', '=', p('tokenHash')),
);
const touchQuery = prepareQuery<Database, { sessionId: number; at: number }, never>((db, p) =>
  db
    .updateTable('sessions')
    .set({ lastSeenAt: p('at') })
    .where('id', '=', p('sessionId')),
);

export function createSessionRepository(db: AppDatabase) {
  return {
    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return (await sessionByTokenHashQuery(db, { tokenHash })).rows[0];
    },

    async findById(sessionId: number): Promise<SessionRow | undefined> {
      return (await sessionByIdQuery(db, { sessionId })).rows[0];
    },

    async insert(row: {
      userId: number;
      tokenHash: string;
      deviceId: string | null;
      createdAt: number;
      expiresAt: number;
      lastSeenAt: number;
    }): Promise<number> {
      const r = await db.insertInto('sessions').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },

    /** A user's sessions not ended nor past their 7 days, newest first (the cap keeps the first few). */
    async openOf(userId: number, at: number): Promise<SessionRow[]> {
      return withUser(db)
        .where('sessions.userId', '=', userId)
        .where('sessions.revokedAt', 'is', null)
        .where('sessions.expiresAt', '>', at)
        .orderBy('sessions.createdAt', 'desc')
        .orderBy('sessions.id', 'desc')
        .execute();
    },

    async touch(sessionId: number, at: number): Promise<void> {
      await touchQuery(db, { sessionId, at });
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

    async revoke(sessionIds: number | readonly number[], at: number): Promise<void> {
      const ids = typeof sessionIds === 'number' ? [sessionIds] : sessionIds;
      if (ids.length === 0) return;
      await db
        .updateTable('sessions')
        .set({ revokedAt: at })
        .where('id', 'in', ids)
        .where('revokedAt', 'is', null)
        .execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;

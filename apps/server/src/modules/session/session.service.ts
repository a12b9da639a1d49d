import { createHash, randomBytes } from 'node:crypto';
import type { TokenCheck } from '../../http/caller.js';
import type { SessionRepository } from './session.repository.js';

export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

/** Tokens are random; only their SHA-256 is stored, so a database leak reveals no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionService(repo: SessionRepository, now: () => number = Date.now) {
  return {
    async check(token: string): Promise<TokenCheck> {
      const row = await repo.findByTokenHash(hashToken(token));
      if (!row) return { kind: 'unknown' };
      if (row.revokedAt !== null || row.expiresAt <= now() || row.status !== 1) return { kind: 'expired' };
      return {
        kind: 'valid',
        caller: { userId: row.userId, userName: row.userName, role: row.role, sessionId: row.sessionId },
      };
    },

    async open(
      userId: number,
      deviceId: string | null,
    ): Promise<{ token: string; sessionId: number; expiresAt: number }> {
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      const expiresAt = createdAt + SESSION_TTL_MS;
      const sessionId = await repo.insert({ userId, tokenHash: hashToken(token), deviceId, createdAt, expiresAt });
      return { token, sessionId, expiresAt };
    },

    revoke: (sessionId: number) => repo.revoke(sessionId, now()),
    revokeAllOf: (userId: number, keep?: number) => repo.revokeAllOf(userId, now(), keep),
    deviceOf: (sessionId: number) => repo.deviceOf(sessionId),
    startedAt: (sessionId: number) => repo.startedAt(sessionId),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

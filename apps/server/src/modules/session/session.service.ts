import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@matchday/contract';
import type { TokenCheck } from '../../http/caller.js';
import type { AccessTokens } from './access-tokens.js';
import type { SessionRepository, SessionRow } from './session.repository.js';

/** A session lasts at most 7 days from login, however much it is used. */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** An access token is accepted this long; the browser gets another from the session cookie. */
export const ACCESS_TTL_MS = 10 * 60_000;
/** A session unused this long ends (issue 17 #9): a super admin's sooner, their calls can move anyone's money. */
export const IDLE_TIMEOUT_MS: Readonly<Record<Role, number>> = {
  member: 30 * 60_000,
  anchor: 30 * 60_000,
  admin: 15 * 60_000,
};
/** Open sessions a user may hold; a login past it ends the oldest. */
export const SESSIONS_PER_USER = 5;
/** `lastSeenAt` is written at most this often per session, so most calls only read. */
const TOUCH_EVERY_MS = 60_000;

/** Tokens are random; only their SHA-256 is stored, so a database leak reveals no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface OpenedSession {
  /** The access token (`Authorization`, the socket's first message): ACCESS_TTL_MS. */
  token: string;
  accessExpiresAt: number;
  /** The session's own token: only in the httpOnly cookie, traded for access tokens. */
  refreshToken: string;
  sessionId: number;
  expiresAt: number;
}

export type RefreshOutcome =
  | { kind: 'valid'; accessToken: string; accessExpiresAt: number; sessionExpiresAt: number }
  | { kind: 'expired' }
  | { kind: 'unknown' };

export function createSessionService(repo: SessionRepository, access: AccessTokens, now: () => number = Date.now) {
  const idle = (row: SessionRow, at: number) => at - row.lastSeenAt > IDLE_TIMEOUT_MS[row.role];

  /** Open and in use: not ended, within its 7 days and its idle timeout, its account active. A use is recorded. */
  async function inUse(row: SessionRow, at: number): Promise<boolean> {
    if (row.revokedAt !== null || row.expiresAt <= at || row.status !== 1 || idle(row, at)) return false;
    if (at - row.lastSeenAt >= TOUCH_EVERY_MS) await repo.touch(row.sessionId, at);
    return true;
  }

  const accessFor = (sessionId: number, at: number) => {
    const accessExpiresAt = at + ACCESS_TTL_MS;
    return { accessToken: access.issue({ sessionId, expiresAt: accessExpiresAt }), accessExpiresAt };
  };

  const endedListeners: ((userId: number) => void)[] = [];
  /** Some of a user's sessions ended: whatever holds their tokens (the /ws sockets) checks them again. */
  const ended = (userId: number) => {
    for (const listener of endedListeners) listener(userId);
  };

  /** Past the cap, the oldest open sessions end; idle ones no longer count. */
  async function capSessions(userId: number, at: number): Promise<void> {
    const open = (await repo.openOf(userId, at)).filter((row) => !idle(row, at));
    const over = open.slice(SESSIONS_PER_USER).map((row) => row.sessionId);
    if (over.length === 0) return;
    await repo.revoke(over, at);
    ended(userId);
  }

  return {
    /** An access token's caller; `expired` when the token or its session is over (the client refreshes, or logs in again). */
    async check(token: string): Promise<TokenCheck> {
      const claims = access.read(token);
      if (!claims) return { kind: 'unknown' };
      const at = now();
      if (claims.expiresAt <= at) return { kind: 'expired' };
      const row = await repo.findById(claims.sessionId);
      if (!row) return { kind: 'unknown' };
      if (!(await inUse(row, at))) return { kind: 'expired' };
      return {
        kind: 'valid',
        caller: { userId: row.userId, userName: row.userName, role: row.role, sessionId: row.sessionId },
      };
    },

    /** A fresh access token for the session cookie's token, while its session is in use. */
    async refresh(refreshToken: string): Promise<RefreshOutcome> {
      const row = await repo.findByTokenHash(hashToken(refreshToken));
      if (!row) return { kind: 'unknown' };
      const at = now();
      if (!(await inUse(row, at))) return { kind: 'expired' };
      return { kind: 'valid', ...accessFor(row.sessionId, at), sessionExpiresAt: row.expiresAt };
    },

    async open(userId: number, deviceId: string | null): Promise<OpenedSession> {
      const refreshToken = randomBytes(32).toString('base64url');
      const createdAt = now();
      const expiresAt = createdAt + SESSION_TTL_MS;
      const sessionId = await repo.insert({
        userId,
        tokenHash: hashToken(refreshToken),
        deviceId,
        createdAt,
        expiresAt,
        lastSeenAt: createdAt,
      });
      await capSessions(userId, createdAt);
      const { accessToken, accessExpiresAt } = accessFor(sessionId, createdAt);
      return { token: accessToken, accessExpiresAt, refreshToken, sessionId, expiresAt };
    },

    /**
     * Whether a stake may be taken in this session of this user (the sports platform's debit names it).
     * A stake the member places now needs the session in use (and counts as a use). A stake they set up
     * earlier in it (a reserve bet reaching its price) needs it not ended (logout, ban, password change,
     * another login past the cap): an idle or timed-out session still takes it.
     */
    async allowsStake(sessionId: number, userId: number, deferred: boolean): Promise<boolean> {
      const row = await repo.findById(sessionId);
      if (!row || row.userId !== userId) return false;
      if (deferred) return row.revokedAt === null && row.status === 1;
      return inUse(row, now());
    },

    /** Ends one session of the user (logout: the caller names both). */
    async revoke(sessionId: number, userId: number): Promise<void> {
      await repo.revoke(sessionId, now());
      ended(userId);
    },

    /** Ends every session of the user but `keep`; how many ended. */
    async revokeAllOf(userId: number, keep?: number): Promise<number> {
      const count = await repo.revokeAllOf(userId, now(), keep);
      if (count > 0) ended(userId);
      return count;
    },

    /** Calls `listener` with the user whenever sessions of theirs end here (logout, cap, ban, password change). */
    onEnded(listener: (userId: number) => void): void {
      endedListeners.push(listener);
    },

    deviceOf: (sessionId: number) => repo.deviceOf(sessionId),
    startedAt: (sessionId: number) => repo.startedAt(sessionId),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an access token names: its session and when it stops being accepted (epoch ms). */
export interface AccessClaims {
  sessionId: number;
  expiresAt: number;
}

const SHAPE = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/;

/**
 * Short-lived access tokens, `${sessionId}.${expiresAt}.${mac}` with an HMAC-SHA256 under a key
 * derived from APP_SECRET: the browser keeps one in memory only, and each call still reads its
 * session, so a logout, ban or password change ends it at once (the token only names the session).
 */
export function createAccessTokens(secret: Buffer) {
  const key = createHmac('sha256', secret).update('matchday session access token v1').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  return {
    issue({ sessionId, expiresAt }: AccessClaims): string {
      const body = `${sessionId}.${expiresAt}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },
    /** The claims of a token this server signed, else null (a session token of before issue 17 is not one). */
    read(token: string): AccessClaims | null {
      const m = token.length <= 128 ? SHAPE.exec(token) : null;
      if (!m) return null;
      const given = Buffer.from(m[3]!, 'base64url');
      const expected = mac(`${m[1]}.${m[2]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { sessionId: Number(m[1]), expiresAt: Number(m[2]) };
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

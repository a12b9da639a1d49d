import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who a platform token speaks for; `userId` 0 is a guest (visitors get tokens too, spec §1). */
export interface SportsTokenClaims {
  userId: number;
  userName: string;
  currency: string;
  /** The `languageType` the token was issued with. */
  lang: string;
  /**
   * The operator's session the member's token was issued in (opaque to us): every stake's debit
   * names it, so the operator refuses stakes once that session ended. Guests have none.
   */
  session?: string | undefined;
}

export interface VerifiedSportsToken extends SportsTokenClaims {
  expiresAt: number;
}

export interface IssuedSportsToken {
  token: string;
  expiresAt: number;
}

export interface SportsTokens {
  issue(claims: SportsTokenClaims): IssuedSportsToken;
  /** The claims, `'expired'` for a genuine token past its time, null for anything else. */
  verify(token: string): VerifiedSportsToken | 'expired' | null;
}

export interface SportsTokensOptions {
  /** HMAC-SHA256 key; at least 32 bytes. */
  secret: Buffer;
  ttlMs: number;
  now?: () => number;
}

interface Payload {
  u: number;
  n: string;
  c: string;
  l: string;
  e: number;
  s?: string;
}

/** Longer strings are never ours; checked before any decoding. */
const MAX_TOKEN_LENGTH = 1024;
const MIN_SECRET_BYTES = 32;
/** Tokens whose signature was checked, kept so a member's next calls skip the HMAC; the oldest go first. */
const MAX_VERIFIED = 20_000;

function isPayload(v: unknown): v is Payload {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    Number.isSafeInteger(p.u) &&
    typeof p.n === 'string' &&
    typeof p.c === 'string' &&
    typeof p.l === 'string' &&
    Number.isSafeInteger(p.e) &&
    (p.s === undefined || typeof p.s === 'string')
  );
}

/**
 * Opaque platform tokens: base64url(JSON payload) "." base64url(HMAC-SHA256 of that text).
 * Stateless, so the app server can issue them in-process and the feed verify them without a store.
 */
export function createSportsTokens({ secret, ttlMs, now = Date.now }: SportsTokensOptions): SportsTokens {
  if (secret.length < MIN_SECRET_BYTES)
    throw new Error(`sports token secret must have at least ${MIN_SECRET_BYTES} bytes`);
  if (!(ttlMs > 0)) throw new Error('sports token ttlMs must be positive');
  const sign = (body: string): Buffer => createHmac('sha256', secret).update(body).digest();
  const verified = new Map<string, VerifiedSportsToken>();

  return {
    issue({ userId, userName, currency, lang, session }) {
      const expiresAt = now() + ttlMs;
      const payload: Payload = { u: userId, n: userName, c: currency, l: lang, e: expiresAt };
      if (session) payload.s = session;
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return { token: `${body}.${sign(body).toString('base64url')}`, expiresAt };
    },
    verify(token) {
      const known = verified.get(token);
      if (known) return known.expiresAt <= now() ? 'expired' : known;
      if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
      const [body, mac, extra] = token.split('.');
      if (!body || !mac || extra !== undefined) return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = sign(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!isPayload(payload)) return null;
      if (payload.e <= now()) return 'expired';
      const claims: VerifiedSportsToken = {
        userId: payload.u,
        userName: payload.n,
        currency: payload.c,
        lang: payload.l,
        expiresAt: payload.e,
        ...(payload.s !== undefined ? { session: payload.s } : {}),
      };
      if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    },
  };
}

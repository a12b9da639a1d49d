/// <reference types="node" />
import { createHmac, timingSafeEqual } from 'node:crypto';
import { issueInfo } from './answer.js';
import type { SportsCall, SportsRequestOf } from './call.js';
import {
  MERCHANT_REPLAY_WINDOW_MS,
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  merchantSigningText,
} from './merchant.js';

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the shared SPORTS_MERCHANT_SECRET (node only: the `merchant-signature` entry). */
export function signMerchantCall(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(merchantSigningText(timestamp, rawBody)).digest('hex');
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'invalid' | 'replayed';

/**
 * Checks a signed server-to-server call (the operator's token calls to the platform, the platform's
 * wallet calls to the operator): the timestamp within MERCHANT_REPLAY_WINDOW_MS of now, the
 * signature over timestamp and raw body, and each signature accepted once within the window
 * (remembered per process).
 */
export function createMerchantVerifier(secret: string, clock: () => number) {
  const seen = new Map<string, number>();
  return (timestamp: string | undefined, signature: string | undefined, rawBody: string): SignatureCheck => {
    if (!timestamp || !signature) return 'missing';
    const now = clock();
    const at = /^\d{13}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
    if (!(Math.abs(now - at) <= MERCHANT_REPLAY_WINDOW_MS)) return 'stale';
    const expected = Buffer.from(signMerchantCall(secret, timestamp, rawBody), 'hex');
    const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    // Oldest first, stopping at the first still in its window: O(1) a call; one out of order is dropped later.
    for (const [sig, until] of seen) {
      if (until >= now) break;
      seen.delete(sig);
    }
    const key = signature.toLowerCase();
    if (seen.has(key)) return 'replayed';
    seen.set(key, at + MERCHANT_REPLAY_WINDOW_MS);
    return 'ok';
  };
}

/** Checks a call's timestamp and signature headers over its raw body (`createMerchantVerifier`). */
export type MerchantVerifier = ReturnType<typeof createMerchantVerifier>;

/** A signed merchant call as read before it is handled: the body its schema parsed, or the code to refuse it with. */
export type MerchantCallRead<B> =
  | { ok: true; body: B }
  | { ok: false; refusal: 'merchantHeadersRequired' | 'invalidSignature' | 'invalidParameter'; info?: string };

/**
 * Reads a signed merchant call as both servers do before handling it: 14069 without headers or
 * outside the replay window, 14006 on a bad or replayed signature, 5 on a body that is not JSON or
 * not the call's.
 */
export function readMerchantCall<C extends SportsCall>(
  verify: MerchantVerifier,
  call: C,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  rawBody: string,
): MerchantCallRead<SportsRequestOf<C>> {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const check = verify(header(MERCHANT_TIMESTAMP_HEADER), header(MERCHANT_SIGNATURE_HEADER), rawBody);
  if (check === 'missing' || check === 'stale') return { ok: false, refusal: 'merchantHeadersRequired' };
  if (check !== 'ok') return { ok: false, refusal: 'invalidSignature' };
  const body = readSignedBody(call.body, rawBody);
  return body.ok ? { ok: true, body: body.data as SportsRequestOf<C> } : body;
}

/** A verified call's body as its schema reads it, or `invalidParameter` naming what is wrong. */
export function readSignedBody(
  schema: {
    safeParse(
      json: unknown,
    ): { success: true; data: unknown } | { success: false; error: { issues: Parameters<typeof issueInfo>[0] } };
  },
  rawBody: string,
): { ok: true; data: unknown } | { ok: false; refusal: 'invalidParameter'; info?: string } {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, refusal: 'invalidParameter', info: 'body: not JSON' };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, refusal: 'invalidParameter', info: issueInfo(parsed.error.issues) };
  return { ok: true, data: parsed.data };
}

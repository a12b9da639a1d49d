import { z } from 'zod';
import { defineSportsCall } from './call.js';
import { sportsBodyFields, sportsLanguageTypes } from './language.js';
import { sportsPaths } from './paths.js';

/**
 * `/v1/merchant/detail` (spec §3.8): `sss` the sport ids the merchant offers (lists, counts and
 * search show only these); `mid`, `nm`, `lts` (languageTypes answered in their own language) ours.
 */
export const sportsMerchantDetail = z.object({
  mid: z.string(),
  nm: z.string(),
  sss: z.array(z.number().int()),
  lts: z.array(z.enum(sportsLanguageTypes)),
});

export const merchantDetail = defineSportsCall({
  path: sportsPaths.merchantDetail,
  body: sportsBodyFields,
  response: sportsMerchantDetail,
  auth: 'guest',
});

/** Headers of a merchant (server-to-server) call: epoch-ms timestamp and hex HMAC-SHA256 signature. */
export const MERCHANT_TIMESTAMP_HEADER = 'x-merchant-timestamp';
export const MERCHANT_SIGNATURE_HEADER = 'x-merchant-signature';
/** A signed call older or newer than this is refused, and a signature is accepted once within it. */
export const MERCHANT_REPLAY_WINDOW_MS = 5 * 60_000;

/** What is signed: `${timestamp}.${raw JSON body}`, with SPORTS_MERCHANT_SECRET as the HMAC-SHA256 key. */
export function merchantSigningText(timestamp: string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** `POST /merchant/v1/userToken`: the member (userId 0 = guest) the merchant wants a platform token for. */
export const merchantUserTokenBody = z.object({
  userId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  userName: z.string().min(1).max(64),
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  languageType: z.string().max(16).nullish(),
  /** The member's session with the operator: the token carries it, and the stakes it places name it (`betWalletDebitBody.session`). */
  session: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .optional(),
});

/** The member's platform token and when it expires (epoch ms); the operator knows where its platform is. */
export const merchantUserTokenData = z.object({ token: z.string(), expiresAt: z.number().int() });

export const merchantUserToken = defineSportsCall({
  path: sportsPaths.merchantUserToken,
  body: merchantUserTokenBody,
  response: merchantUserTokenData,
  auth: 'merchant',
});

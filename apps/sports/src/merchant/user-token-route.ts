import { MERCHANT_SIGNATURE_HEADER, MERCHANT_TIMESTAMP_HEADER, merchantUserToken } from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { SportsTokens } from '../auth/sports-tokens.js';
import { envelope, issueInfo } from '../http/envelope.js';
import { createMerchantVerifier } from '@matchday/contract/merchant-signature';

export interface UserTokenRouteOptions {
  /** SPORTS_MERCHANT_SECRET, shared with the app server. */
  secret: string;
  tokens: SportsTokens;
  clock: () => number;
}

const MAX_BODY_BYTES = 4096;
const header = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * `POST /merchant/v1/userToken`: the operator's server asks for a member's platform token,
 * signing `${timestamp}.${raw body}` with the shared secret (contract `merchant.ts`). Answers the
 * envelope: 14069 without headers or outside the replay window, 14006 on a bad or replayed
 * signature, 5 on a bad body. The body is read raw, in this plugin only, so the signature covers its exact bytes.
 */
export const userTokenRoute: FastifyPluginAsync<UserTokenRouteOptions> = async (app, opts) => {
  const verify = createMerchantVerifier(opts.secret, opts.clock);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_req, body, done) => done(null, body));

  app.post(merchantUserToken.path, async (req) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const check = verify(header(req.headers[MERCHANT_TIMESTAMP_HEADER]), header(req.headers[MERCHANT_SIGNATURE_HEADER]), raw);
    if (check === 'missing' || check === 'stale') return envelope('merchantHeadersRequired', 'en', null);
    if (check !== 'ok') return envelope('invalidSignature', 'en', null);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return envelope('invalidParameter', 'en', null, 'body: not JSON');
    }
    const parsed = merchantUserToken.body.safeParse(json);
    if (!parsed.success) return envelope('invalidParameter', 'en', null, issueInfo(parsed.error.issues));
    const { userId, userName, currency, languageType } = parsed.data;
    const { token, expiresAt } = opts.tokens.issue({ userId, userName, currency, lang: languageType ?? 'ENG' });
    return envelope('success', 'en', { token, expiresAt });
  });
};

import { MERCHANT_SIGNATURE_HEADER, MERCHANT_TIMESTAMP_HEADER, sportsTextLanguage } from '@matchday/contract';
import type { SportsCall, SportsDataOf, SportsRequestOf } from '@matchday/contract';
import type { SignatureCheck } from '@matchday/contract/merchant-signature';
import type { FastifyInstance } from 'fastify';
import { envelope, issueInfo } from '../envelope.js';
import { SportsFailure } from '../../errors.js';

/** Checks `x-merchant-timestamp` and `x-merchant-signature` over a raw body (`createMerchantVerifier`). */
export type MerchantVerifier = (
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
) => SignatureCheck;

const header = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * Serves one signed merchant call of the contract on an app whose bodies are read raw (so the
 * signature covers their exact bytes): 14069 without headers or outside the replay window, 14006
 * on a bad or replayed signature, 5 on a bad body; a `SportsFailure` answers its code, any other
 * error 6 (logged). Always HTTP 200 with the envelope.
 */
export function registerMerchantCall<C extends SportsCall>(
  app: FastifyInstance,
  verify: MerchantVerifier,
  call: C,
  handler: (body: SportsRequestOf<C>) => SportsDataOf<C> | Promise<SportsDataOf<C>>,
): void {
  app.post(call.path, async (req) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const check = verify(
      header(req.headers[MERCHANT_TIMESTAMP_HEADER]),
      header(req.headers[MERCHANT_SIGNATURE_HEADER]),
      raw,
    );
    if (check === 'missing' || check === 'stale') return envelope('merchantHeadersRequired', 'en', null);
    if (check !== 'ok') return envelope('invalidSignature', 'en', null);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return envelope('invalidParameter', 'en', null, 'body: not JSON');
    }
    const parsed = call.body.safeParse(json);
    if (!parsed.success) return envelope('invalidParameter', 'en', null, issueInfo(parsed.error.issues));
    const body = parsed.data as SportsRequestOf<C>;
    const lang = sportsTextLanguage((body as { languageType?: string | null }).languageType);
    try {
      return envelope('success', lang, await handler(body));
    } catch (err) {
      if (err instanceof SportsFailure) return envelope(err.codeName, lang, null, err.info);
      req.log.error({ err }, `merchant call ${call.path} failed`);
      return envelope('systemError', lang, null);
    }
  });
}

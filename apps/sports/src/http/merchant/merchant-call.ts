import { sportsAnswer, sportsTextLanguage } from '@matchday/contract';
import type { SportsCall, SportsDataOf, SportsRequestOf } from '@matchday/contract';
import { readMerchantCall, type MerchantVerifier } from '@matchday/contract/merchant-signature';
import type { FastifyInstance } from 'fastify';
import { SportsFailure } from '../../errors.js';

/**
 * Serves one signed merchant call of the contract on an app whose bodies are read raw (so the
 * signature covers their exact bytes): refusals as `readMerchantCall` reads them (14069, 14006, 5);
 * a `SportsFailure` answers its code, any other error 6 (logged). Always HTTP 200 with the envelope.
 */
export function registerMerchantCall<C extends SportsCall>(
  app: FastifyInstance,
  verify: MerchantVerifier,
  call: C,
  handler: (body: SportsRequestOf<C>) => SportsDataOf<C> | Promise<SportsDataOf<C>>,
): void {
  app.post(call.path, async (req) => {
    const read = readMerchantCall(verify, call, req.headers, typeof req.body === 'string' ? req.body : '');
    if (!read.ok) return sportsAnswer(read.refusal, 'en', null, read.info);
    const lang = sportsTextLanguage((read.body as { languageType?: string | null }).languageType);
    try {
      return sportsAnswer('success', lang, await handler(read.body));
    } catch (err) {
      if (err instanceof SportsFailure) return sportsAnswer(err.codeName, lang, null, err.info);
      req.log.error({ err }, `merchant call ${call.path} failed`);
      return sportsAnswer('systemError', lang, null);
    }
  });
}

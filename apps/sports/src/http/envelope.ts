import { sportsAnswer, sportsCodes, sportsMessages, sportsTextLanguage } from '@matchday/contract';
import type { SportsTextLanguage } from '@matchday/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The success envelope around `data` already written as JSON (same keys as the contract's `sportsAnswer`). */
export function envelopeJson(lang: SportsTextLanguage, dataJson: string): string {
  return `{"code":${sportsCodes.success},"success":true,"message":${JSON.stringify(sportsMessages.success[lang])},"data":${dataJson}}`;
}

/** The body's `languageType`, read before validation so even a rejected body is answered in its language. */
export function requestLanguageType(req: FastifyRequest): string | undefined {
  const body: unknown = req.body;
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).languageType : undefined;
  return typeof value === 'string' ? value : undefined;
}

export const requestLanguage = (req: FastifyRequest): SportsTextLanguage =>
  sportsTextLanguage(requestLanguageType(req));

/**
 * The platform's error handler: always HTTP 200 with the `/v1` envelope. A framework rejection (bad
 * JSON, a body too large) is code 5 with its reason; anything else is logged and answered code 6.
 */
export function answerSportsError(
  err: { statusCode?: number; message?: string },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const lang = requestLanguage(req);
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500)
    return reply.code(200).send(sportsAnswer('invalidParameter', lang, null, err.message));
  req.log.error({ err }, 'sports platform failure');
  return reply.code(200).send(sportsAnswer('systemError', lang, null));
}

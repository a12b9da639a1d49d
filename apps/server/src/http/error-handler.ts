import type {} from '@fastify/rate-limit';
import type { Site } from '@matchday/core';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from './language.js';
import { sendCode } from './reply.js';

/**
 * Every failure answers the envelope. Client mistakes (bad JSON, too large) are 4xx with a clear
 * code; anything else is internalError with a generic message: never a stack trace or an
 * internal message in the answer. Unknown /api paths are notFound, rate-limited against probing.
 */
export async function installErrorHandling(app: FastifyInstance, site: Site): Promise<void> {
  app.setErrorHandler((err: { statusCode?: number; code?: string }, req, reply) => {
    const lang = requestLanguage(req, site);
    const status = err.statusCode ?? 500;
    if (status === 429) return sendCode(reply, 'rateLimited', lang);
    if (status === 413)
      return sendCode(
        reply,
        'validationFailed',
        lang,
        { issues: [{ path: 'body', message: 'too large', code: 'too_big' }] },
        'validation.tooLong',
      );
    if (status >= 400 && status < 500) {
      return sendCode(
        reply,
        'validationFailed',
        lang,
        { issues: [{ path: 'body', message: err.code ?? 'invalid', code: 'invalid_body' }] },
        'validation.body',
      );
    }
    req.log.error({ err }, 'unhandled error');
    return sendCode(reply, 'internalError', lang);
  });

  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 60, timeWindow: '1 minute' }) }, (req, reply) =>
    sendCode(reply, 'notFound', requestLanguage(req, site)),
  );
}

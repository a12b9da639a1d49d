import type {} from '@fastify/rate-limit';
import { messageFor } from '@matchday/contract';
import type { Site } from '@matchday/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.js';
import { sendCode } from './reply.js';

/** The site of each app whose errors this module answers: Fastify's pre-routing refusals reach only the root instance. */
const sites = new WeakMap<FastifyInstance, Site>();

/**
 * Fastify's own refusals before any route runs (its `frameworkErrors`), in the envelope: a path
 * parameter longer than the router takes (issue 17 #9: a 5,000-character one got a raw 414) or
 * a malformed URL is validationFailed naming `params`; anything else internalError. Never the
 * router's own JSON, which is outside the envelope.
 */
export function answerFrameworkError(err: { code?: string }, req: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(req, sites.get(req.server) ?? 'vn');
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (!tooLong && err.code !== 'FST_ERR_BAD_URL') {
    req.log.error({ err }, 'router refused a request');
    return sendCode(reply, 'internalError', lang);
  }
  const message = messageFor(tooLong ? 'validation.tooLong' : 'validation.invalid', lang);
  return sendCode(
    reply,
    'validationFailed',
    lang,
    { issues: [{ path: 'params', message, code: tooLong ? 'too_big' : 'invalid_format' }] },
    { text: `params: ${message}` },
  );
}

/**
 * Every failure answers the envelope. Client mistakes (bad JSON, too large) are 4xx with a clear
 * code; anything else is internalError with a generic message: never a stack trace or an
 * internal message in the answer. Unknown /api paths are notFound, rate-limited against probing.
 */
export async function installErrorHandling(app: FastifyInstance, site: Site): Promise<void> {
  sites.set(app, site);
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

import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Site } from '@matchday/core';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { answerFrameworkError, installErrorHandling } from './error-handler.js';
import { requestLogFields } from './log-redaction.js';
import { installSecurityHeaders, type SecurityHeaderSources } from './security-headers.js';

/**
 * The Fastify instance: pino (pretty on a TTY, secrets redacted: no headers, no credential in a logged
 * URL), request ids, body limit and timeouts.
 * `req.ip` is the client: the socket's address, or, from a proxy in `trustProxy` (TRUST_PROXY), the
 * nearest address in `X-Forwarded-For` that no trusted proxy added; every per-address limit counts it.
 */
export function createFastifyApp(opts: {
  logLevel: string;
  logger?: boolean | undefined;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: DestinationStream | undefined;
  trustProxy?: string[] | undefined;
}): FastifyInstance {
  return Fastify({
    // Trust none by default: a forged X-Forwarded-For must not pick the address a limit counts.
    trustProxy: opts.trustProxy && opts.trustProxy.length > 0 ? opts.trustProxy : false,
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.logLevel,
            serializers: { req: requestLogFields },
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              '*.password',
              '*.token',
              '*.accessToken',
              '*.refreshToken',
            ],
            ...(opts.logStream
              ? { stream: opts.logStream }
              : process.stdout.isTTY
                ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
                : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // A path parameter over the router's limit (100) or a malformed URL answers the envelope, not Fastify's own 414/400.
    frameworkErrors: answerFrameworkError,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    keepAliveTimeout: 72_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
  });
}

/** What every route shares: security headers, compression, rate limits (per route), the error envelope and `/healthz`. */
export async function installHttpBasics(
  app: FastifyInstance,
  opts: SecurityHeaderSources & { site: Site; pingDatabase: () => Promise<boolean> },
): Promise<void> {
  installSecurityHeaders(app, opts);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await installErrorHandling(app, opts.site);
  app.get('/healthz', async (_req, reply) => {
    const ok = await opts.pingDatabase();
    return reply
      .code(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'degraded', db: ok, uptimeMs: Math.round(process.uptime() * 1000) });
  });
}

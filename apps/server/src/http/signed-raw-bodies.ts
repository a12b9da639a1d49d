import type { FastifyInstance } from 'fastify';

/**
 * Server-to-server signed calls (the sports and casino wallets): bodies kept as the raw string the
 * signature covers, and always HTTP 200 with the caller's envelope, `unreadable` for a body that
 * cannot be read or is too large, `failed` for anything else (logged). Call inside an encapsulated plugin.
 */
export function acceptSignedRawBodies(
  app: FastifyInstance,
  opts: { maxBodyBytes: number; unreadable: () => unknown; failed: () => unknown; logAs: string },
): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: opts.maxBodyBytes }, (_req, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((err: { statusCode?: number }, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(200).send(opts.unreadable());
    req.log.error({ err }, opts.logAs);
    return reply.code(200).send(opts.failed());
  });
}

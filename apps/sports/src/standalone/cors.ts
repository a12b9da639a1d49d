import type { FastifyInstance } from 'fastify';

/**
 * Browsers call a standalone platform from the app's origin with an `Authorization` header (no
 * cookies), so any origin may: preflights answer 204 with the allowed method and headers.
 */
export function allowCrossOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (req.method !== 'OPTIONS') return;
    reply
      .header('access-control-allow-methods', 'POST, GET, OPTIONS')
      .header('access-control-allow-headers', 'authorization, content-type')
      .header('access-control-max-age', '86400')
      .code(204)
      .send();
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NON_SPA = /^\/(api|ws|healthz)(\/|$)/;

/**
 * Serves the built SPA: hashed files under /assets/ cached for a year as immutable, everything
 * else revalidated; any other GET that wants HTML gets index.html (history fallback).
 */
export async function serveWebClient(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn(`no web client at ${webDist}: run \`npm run build\``);
    app.get('/', async (_req, reply) =>
      reply
        .type('text/plain')
        .send('Matchday server is running, but the web client is not built. Run `npm run build`.'),
    );
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown }) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/*', (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (!NON_SPA.test(path)) {
      const file = join(webDist, decodeURIComponent(path));
      if (file.startsWith(webDist) && existsSync(file) && !path.endsWith('/')) return reply.sendFile(path.slice(1));
      if ((req.headers.accept ?? '').includes('text/html') && !/\.[a-z0-9]+$/i.test(path)) return sendIndex(reply);
    }
    return reply.callNotFound();
  });
  return true;
}

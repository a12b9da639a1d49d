import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderSources {
  /** Origins the player may fetch video from (an external SRS), besides our own. */
  mediaOrigins: string[];
  /** Origins the browser may call besides ours (a standalone sports platform). */
  connectOrigins: string[];
  /** Only an https deployment may ask browsers to upgrade; a plain-http demo would break. */
  https: boolean;
}

/**
 * Helmet's headers on every response, worked out once: none of our options depends on the request,
 * and @fastify/helmet rebuilt the middleware on every request (a measurable share of a bet's cost
 * at thousands of bets a second).
 */
export function installSecurityHeaders(app: FastifyInstance, sources: SecurityHeaderSources): void {
  const headers = securityHeaders(sources);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets, read off one run of its middleware. */
export function securityHeaders(sources: SecurityHeaderSources): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  const apply = helmet({
    // The SPA loads its own hashed scripts and styles, nothing inline (issue 17 #9: an injected script or
    // style runs nowhere); the player and media URLs arrive later. React sets styles through the CSSOM, which CSP allows.
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'connect-src': ["'self'", 'ws:', 'wss:', ...sources.mediaOrigins, ...sources.connectOrigins],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:', ...sources.mediaOrigins],
        'upgrade-insecure-requests': sources.https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  apply({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

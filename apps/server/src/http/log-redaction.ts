import type { FastifyRequest } from 'fastify';

/** Query parameters whose value is a credential or a signature: logged as `[redacted]`. */
const SECRET_PARAM = /token|ticket|secret|passw|signature|sig$|hash|key|code|auth/i;
/**
 * Path segments that are credentials: the SMS code checked by `mobile-registerCheckByCode/{phone}/{code}`,
 * and a viewer's signed playback token in `/live/{name}.{token}.flv` and `/live/hls/{name}/{token}/…`.
 */
const SECRET_PATHS: readonly RegExp[] = [
  /(\/mobile-registerCheckByCode\/[^/?]*\/)[^/?]*/,
  /(\/live\/[a-z0-9]+\.)[\w-]{1,24}\.\d{1,12}\.[\w-]{22}(?=\.flv)/,
  /(\/live\/hls\/[a-z0-9]+\/)[\w-]{1,24}\.\d{1,12}\.[\w-]{22}(?=\/)/,
];
const REDACTED = '[redacted]';

/**
 * A request URL fit for the log (issue 17 #9: a session token in `/ws?token=` was written there): every
 * credential-like query value and secret path segment replaced. Headers never reach the log (below).
 */
export function redactUrl(url: string): string {
  let path = url;
  let query = '';
  const at = url.indexOf('?');
  if (at >= 0) {
    path = url.slice(0, at);
    query = url.slice(at + 1);
  }
  for (const secret of SECRET_PATHS) path = path.replace(secret, `$1${REDACTED}`);
  if (at < 0) return path;
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed name is judged as written.
    }
    return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : part;
  });
  return `${path}?${parts.join('&')}`;
}

/**
 * The request as pino logs it: Fastify's default fields with the URL redacted, and no headers at all
 * (Authorization, the session cookie, the CSRF header stay out of the log by construction).
 */
export function requestLogFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

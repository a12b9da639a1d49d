/**
 * How a browser keeps its session (issue 17 #9): the session's own token rides only in an httpOnly,
 * SameSite=Strict cookie scoped to the auth calls, traded there for short-lived access tokens the
 * page holds in memory and sends as `Authorization` (spec §7). The calls that read the cookie also
 * require the CSRF header, which no other site's page can send to us without our CORS consent.
 */
export const SESSION_COOKIE = 'md_session';
/** The cookie goes only to the auth calls (refresh, logout), never to the rest of /api. */
export const SESSION_COOKIE_PATH = '/api/user/auth';
export const CSRF_HEADER = 'x-md-csrf';
export const CSRF_HEADER_VALUE = '1';

import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, SESSION_COOKIE_PATH } from '@matchday/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie (contract `session-cookie.ts`): httpOnly so no script reads it, SameSite=Strict
 * so no other site's request carries it, scoped to the auth calls, and Secure on an https deployment.
 */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: number, secure: boolean): void {
  const maxAge = Math.max(0, Math.floor((expiresAt - Date.now()) / 1000));
  reply.header('set-cookie', cookie(`${SESSION_COOKIE}=${token}`, `Max-Age=${maxAge}`, secure));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', cookie(`${SESSION_COOKIE}=`, 'Max-Age=0', secure));
}

const cookie = (pair: string, age: string, secure: boolean) =>
  [pair, `Path=${SESSION_COOKIE_PATH}`, age, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');

/** The session cookie's token, when the request carries one of a plausible shape. */
export function sessionCookieOf(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return /^[\w-]{16,128}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/** Whether a call that reads the cookie came from our own page (the CSRF header; see the contract). */
export const hasCsrfHeader = (req: FastifyRequest): boolean => req.headers[CSRF_HEADER] === CSRF_HEADER_VALUE;

import type { Role } from '@matchday/contract/client';
import { safeReturnPath } from '@/shared/session/return-path';
import type { RouteMeta } from './route-meta';

export interface AuthSnapshot {
  loggedIn: boolean;
  role: Role | null;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: '/'; openLogin: boolean }
  /** A preload (hover, a touch starting a scroll) of a page the user may not open: load nothing, open nothing. */
  | { kind: 'skip' };

const allow: GuardDecision = { kind: 'allow' };

/**
 * The route guard of spec §2 as a pure rule: a visitor on a login route goes to / with the login
 * dialog open; a logged-in user on a blacklisted route, or without the anchor or super-admin
 * role a route needs, goes to /. A preload never redirects nor opens the dialog: only a navigation
 * does. The server checks every call again.
 */
export function guardRoute(meta: RouteMeta, auth: AuthSnapshot, preload = false): GuardDecision {
  const decision = decide(meta, auth);
  return preload && decision.kind === 'redirect' ? { kind: 'skip' } : decision;
}

function decide(meta: RouteMeta, auth: AuthSnapshot): GuardDecision {
  const needsLogin = meta.requiresAuth || meta.requiresAnchor || meta.requiresSuperAdmin;
  if (!auth.loggedIn) return needsLogin ? { kind: 'redirect', to: '/', openLogin: true } : allow;
  if (meta.blacklistedWhenLoggedIn) return { kind: 'redirect', to: '/', openLogin: false };
  if (meta.requiresSuperAdmin && auth.role !== 'admin') return { kind: 'redirect', to: '/', openLogin: false };
  if (meta.requiresAnchor && auth.role !== 'anchor' && auth.role !== 'admin')
    return { kind: 'redirect', to: '/', openLogin: false };
  return allow;
}

/** The search of the / a visitor is sent to: the page they asked for, so the login continues there. */
export function loginRedirectSearch(href: string): { redirect?: string } {
  const path = safeReturnPath(href);
  return path && path !== '/' ? { redirect: path } : {};
}

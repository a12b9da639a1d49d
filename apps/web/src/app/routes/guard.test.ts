import { describe, expect, it } from 'vitest';
import { guardRoute, loginRedirectSearch } from './guard';
import { meta } from './route-meta';

const visitor = { loggedIn: false, role: null };
const member = { loggedIn: true, role: 'member' as const };
const anchor = { loggedIn: true, role: 'anchor' as const };
const admin = { loggedIn: true, role: 'admin' as const };

describe('guardRoute (spec §2)', () => {
  it('sends a visitor on a login route to / with the login dialog', () => {
    for (const flags of [{ requiresAuth: true }, { requiresAnchor: true }, { requiresSuperAdmin: true }]) {
      expect(guardRoute(meta(flags), visitor)).toEqual({ kind: 'redirect', to: '/', openLogin: true });
    }
    expect(guardRoute(meta({ showFooter: true }), visitor)).toEqual({ kind: 'allow' });
  });

  it('checks the anchor and super admin roles', () => {
    const anchorRoute = meta({ requiresAuth: true, requiresAnchor: true });
    const adminRoute = meta({ requiresAuth: true, requiresSuperAdmin: true });
    expect(guardRoute(anchorRoute, member)).toEqual({ kind: 'redirect', to: '/', openLogin: false });
    expect(guardRoute(anchorRoute, anchor)).toEqual({ kind: 'allow' });
    expect(guardRoute(anchorRoute, admin)).toEqual({ kind: 'allow' });
    expect(guardRoute(adminRoute, anchor)).toEqual({ kind: 'redirect', to: '/', openLogin: false });
    expect(guardRoute(adminRoute, admin)).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in user away from a blacklisted route', () => {
    expect(guardRoute(meta({ blacklistedWhenLoggedIn: true }), member)).toEqual({
      kind: 'redirect',
      to: '/',
      openLogin: false,
    });
    expect(guardRoute(meta({ blacklistedWhenLoggedIn: true }), visitor)).toEqual({ kind: 'allow' });
  });
});

describe('guardRoute on a preload (#18: hovering or scrolling over a card)', () => {
  it('never redirects nor opens the login dialog: only a navigation does', () => {
    for (const flags of [{ requiresAuth: true }, { requiresAnchor: true }, { requiresSuperAdmin: true }]) {
      expect(guardRoute(meta(flags), visitor, true)).toEqual({ kind: 'skip' });
      expect(guardRoute(meta(flags), visitor, false)).toMatchObject({ kind: 'redirect', openLogin: true });
    }
    expect(guardRoute(meta({ requiresSuperAdmin: true }), member, true)).toEqual({ kind: 'skip' });
    expect(guardRoute(meta({ requiresAuth: true }), member, true)).toEqual({ kind: 'allow' });
  });
});

describe('loginRedirectSearch', () => {
  it('carries the page asked for, query included, to the login on /', () => {
    expect(loginRedirectSearch('/sports/sportsdetail?matchId=9')).toEqual({
      redirect: '/sports/sportsdetail?matchId=9',
    });
    expect(loginRedirectSearch('/')).toEqual({});
    expect(loginRedirectSearch('//evil.example')).toEqual({});
  });
});

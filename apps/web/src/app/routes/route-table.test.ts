import { describe, expect, it } from 'vitest';
import { ALIASES, PROMO_PATHS, ROUTES } from './route-table';

const paths = ROUTES.map((r) => r.path);
const byPath = (p: string) => ROUTES.find((r) => r.path === p)!;

describe('route table (spec §2)', () => {
  it('has every spec route', () => {
    for (const p of [
      '/',
      '/sports',
      '/sports/sportsdetail',
      '/VentureInvest',
      '/AppDownload',
      '/HelpCenter',
      '/personal/$id',
      '/personalAnchor',
      '/superadmincenter',
      '/sponsor',
      '/activity',
      '/anchorPlay',
      '/electronic/$id',
      '/firstcharge',
      '/newbieactivity',
      '/ActivityView/StaticActivity',
      '/ActivityView/WelcomeWealthActivity',
      '/ActivityView/ElectronicActivity',
      '/luckyWheel',
      '/GiftBox',
      '/GiftBoxVi',
      '/FifaActivity',
      '/FifaActivityVi',
      '/rebate-activity',
      '/vipDedicatedManager',
      '/vipBusinessGirl',
      '/vipYacht',
      '/404',
      '/500',
      '/403',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the 44 promotional paths verbatim, mixed case included, each with the footer', () => {
    expect(PROMO_PATHS).toHaveLength(44);
    for (const p of [
      '/Valentine-Day',
      '/Five-Major-Leagues2',
      '/goldMedal-Activity',
      '/c2cVirtual-activity',
      '/520model',
      '/christmas-activities',
    ])
      expect(paths).toContain(p);
    for (const p of PROMO_PATHS) expect(byPath(p).meta.showFooter, p).toBe(true);
  });

  it('has the aliases as redirects to existing targets', () => {
    expect(ALIASES.map((a) => [a.path, a.to])).toEqual([
      ['/first-charge', '/firstcharge'],
      ['/newbie-activity', '/newbieactivity'],
      ['/static-activity', '/ActivityView/StaticActivity'],
      ['/welcomeWealthActivity', '/ActivityView/WelcomeWealthActivity'],
      ['/ElectronicActivity', '/ActivityView/ElectronicActivity'],
    ]);
    for (const a of ALIASES) expect(paths).toContain(a.to);
  });

  it('sets the meta flags of the spec', () => {
    expect(byPath('/').meta).toMatchObject({ showFooter: true, requiresAuth: false });
    expect(byPath('/sports').meta).toMatchObject({ requiresAuth: true, showFooter: false });
    expect(byPath('/sports/sportsdetail')).toMatchObject({
      page: 'sportsDetail',
      meta: { requiresAuth: true, showFooter: false },
    });
    expect(byPath('/personalAnchor').meta).toMatchObject({ requiresAuth: true, requiresAnchor: true });
    expect(byPath('/superadmincenter').meta).toMatchObject({ requiresAuth: true, requiresSuperAdmin: true });
    for (const p of ['/anchorPlay', '/electronic/$id', '/personal/$id', '/my-bets'])
      expect(byPath(p).meta.requiresAuth, p).toBe(true);
    for (const p of ['/404', '/500', '/403'])
      expect(byPath(p)).toMatchObject({ page: 'notFound', meta: { hideHeader: true } });
  });

  it('#18 gives every login page the tab bar, its way back on a phone (Live, the anchor and admin centres included)', () => {
    for (const r of ROUTES.filter((x) => x.meta.requiresAuth)) expect(r.meta.isShowTabbar, r.path).toBe(true);
  });

  it('gives every later feature a coming-soon page with its own feature key', () => {
    for (const r of ROUTES.filter((x) => x.page === 'comingSoon')) expect(r.feature, r.path).toBeTruthy();
  });
});

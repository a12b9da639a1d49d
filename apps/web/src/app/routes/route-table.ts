import { meta, type RouteMeta } from './route-meta';

/** Which page a route shows; `comingSoon` pages name the feature that lands in a later issue. */
export type PageKind =
  | 'home'
  | 'comingSoon'
  | 'notFound'
  | 'memberCentre'
  | 'superAdmin'
  | 'sports'
  | 'sportsDetail'
  | 'anchorPlay'
  | 'personalAnchor'
  | 'myBets';

export interface RouteEntry {
  path: string;
  page: PageKind;
  /** Key under comingSoon.features in the locale packs. */
  feature?: string;
  meta: RouteMeta;
}

export interface AliasEntry {
  path: string;
  to: string;
}

const soon = (path: string, feature: string, flags: Partial<RouteMeta> = {}): RouteEntry => ({
  path,
  page: 'comingSoon',
  feature,
  meta: meta(flags),
});

/** Promotional pages of spec §2, exactly as written (mixed case included), all with the footer. */
export const PROMO_PATHS = [
  '/game-activity',
  '/game-activity-argentina',
  '/invite-activity',
  '/royal-activity',
  '/transaction-activity',
  '/suggestion-activity',
  '/sign-activity',
  '/monthly-activity',
  '/520model',
  '/day-activity',
  '/feast-activity',
  '/moneyball-activity',
  '/61flow-activity',
  '/base-activity',
  '/negative-activity',
  '/schedule-display',
  '/america-activity',
  '/america-details',
  '/america-schedule',
  '/olympic-games',
  '/c2cVirtual-activity',
  '/goldMedal-Activity',
  '/olympicCheck-Activity',
  '/k2v-activity',
  '/dedicated-customer-service',
  '/Valentine-Day',
  '/Five-Major-Leagues',
  '/Five-Major-Leagues2',
  '/Mid-Autumn-Festival',
  '/Chess-Card-Challenge',
  '/glory-activity',
  '/electronic-activity',
  '/national-activity',
  '/invite-politely',
  '/national-day-activity',
  '/peers-activity',
  '/eSports-activity',
  '/usdt-activity',
  '/usdt-activity2',
  '/usdt-activity3',
  '/businessYoungModel',
  '/singlesDay-activity',
  '/cbPay-activity',
  '/christmas-activities',
] as const;

/** The promo's feature key: its path without the slash ("/Valentine-Day" → "promo.Valentine-Day"). */
export const promoFeature = (path: string) => `promo.${path.slice(1)}`;

/** Every route of spec §2 with its meta flags (house rule 4: routes are data); every page a member uses has the tab bar, its way back on a phone (#18). */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', page: 'home', meta: meta({ showFooter: true, isShowTabbar: true }) },
  { path: '/sports', page: 'sports', meta: meta({ requiresAuth: true, isShowTabbar: true }) },
  { path: '/sports/sportsdetail', page: 'sportsDetail', meta: meta({ requiresAuth: true, isShowTabbar: true }) },
  soon('/VentureInvest', 'ventureInvest', { showFooter: true }),
  soon('/AppDownload', 'appDownload', { showFooter: true }),
  soon('/HelpCenter', 'helpCenter', { showFooter: true }),
  { path: '/personal/$id', page: 'memberCentre', meta: meta({ requiresAuth: true, isShowTabbar: true }) },
  // Ours (issue 6): the member's bets, linked from the member centre and the bet slip.
  { path: '/my-bets', page: 'myBets', meta: meta({ requiresAuth: true, isShowTabbar: true }) },
  {
    path: '/personalAnchor',
    page: 'personalAnchor',
    meta: meta({ requiresAuth: true, requiresAnchor: true, isShowTabbar: true }),
  },
  {
    path: '/superadmincenter',
    page: 'superAdmin',
    meta: meta({ requiresAuth: true, requiresSuperAdmin: true, isShowTabbar: true }),
  },
  soon('/sponsor', 'sponsor', { showFooter: true }),
  soon('/activity', 'activity', { showFooter: true, isShowTabbar: true }),
  { path: '/anchorPlay', page: 'anchorPlay', meta: meta({ requiresAuth: true, isShowTabbar: true }) },
  soon('/electronic/$id', 'electronic', { requiresAuth: true, isShowTabbar: true }),
  soon('/firstcharge', 'firstCharge', { showFooter: true }),
  soon('/newbieactivity', 'newbieActivity', { showFooter: true }),
  soon('/ActivityView/StaticActivity', 'staticActivity', { showFooter: true }),
  soon('/ActivityView/WelcomeWealthActivity', 'welcomeWealth', { showFooter: true }),
  soon('/ActivityView/ElectronicActivity', 'electronicActivity', { showFooter: true }),
  soon('/luckyWheel', 'luckyWheel', { showFooter: true }),
  soon('/GiftBox', 'giftBox', { showFooter: true }),
  soon('/GiftBoxVi', 'giftBox', { showFooter: true }),
  soon('/FifaActivity', 'fifa', { showFooter: true }),
  soon('/FifaActivityVi', 'fifa', { showFooter: true }),
  soon('/rebate-activity', 'rebate', { showFooter: true }),
  soon('/vipDedicatedManager', 'vipManager', { showFooter: true }),
  soon('/vipBusinessGirl', 'vipBusinessGirl', { showFooter: true }),
  soon('/vipYacht', 'vipYacht', { showFooter: true }),
  ...PROMO_PATHS.map((p) => soon(p, promoFeature(p), { showFooter: true })),
  { path: '/404', page: 'notFound', meta: meta({ hideHeader: true }) },
  { path: '/500', page: 'notFound', meta: meta({ hideHeader: true }) },
  { path: '/403', page: 'notFound', meta: meta({ hideHeader: true }) },
];

/** Aliases are redirects beside their targets. */
export const ALIASES: readonly AliasEntry[] = [
  { path: '/first-charge', to: '/firstcharge' },
  { path: '/newbie-activity', to: '/newbieactivity' },
  { path: '/static-activity', to: '/ActivityView/StaticActivity' },
  { path: '/welcomeWealthActivity', to: '/ActivityView/WelcomeWealthActivity' },
  { path: '/ElectronicActivity', to: '/ActivityView/ElectronicActivity' },
];

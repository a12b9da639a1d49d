/** Header and tab-bar destinations by menu key (spec §6: the order comes from user info or the site config). */
export const NAV_ITEMS = {
  home: { to: '/', label: 'nav.home' },
  sports: { to: '/sports', label: 'nav.sports' },
  live: { to: '/anchorPlay', label: 'nav.live' },
  casino: { to: '/electronic/1', label: 'nav.casino' },
  promotions: { to: '/activity', label: 'nav.promotions' },
} as const;

export type NavKey = keyof typeof NAV_ITEMS;
const DEFAULT_ORDER: NavKey[] = ['home', 'sports', 'live', 'casino', 'promotions'];

/** Known keys in the given order, the rest appended; unknown keys are skipped. */
export function orderedNav(order: readonly string[] | undefined): NavKey[] {
  const known = (order ?? []).filter((k): k is NavKey => k in NAV_ITEMS);
  return [...new Set([...known, ...DEFAULT_ORDER])];
}

/** The phone tab bar has four menu places (the fifth is the member's): casino stays in the header. */
const TAB_BAR_KEYS: ReadonlySet<NavKey> = new Set(['home', 'sports', 'live', 'promotions']);

/** The tab bar's menu keys in the served order. */
export function tabBarNav(order: readonly string[] | undefined): NavKey[] {
  return orderedNav(order).filter((k) => TAB_BAR_KEYS.has(k));
}

import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { NAV_ITEMS, tabBarNav } from './nav-items';
import { useMenuOrder } from './use-menu-order';

/** The phone tab bar (spec §2 isShowTabbar) in the served menu order, the member's place last; hidden on wide screens. */
export function TabBar() {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userInfo?.id ?? 0);
  const order = useMenuOrder();
  const items = [
    ...tabBarNav(order).map((key) => ({ to: NAV_ITEMS[key].to as string, label: t(NAV_ITEMS[key].label) })),
    { to: `/personal/${userId}`, label: t('nav.member') },
  ];
  return (
    <nav
      aria-label={t('nav.tabbar')}
      data-testid="tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface md:hidden"
    >
      <ul className="grid grid-cols-5">
        {items.map((i) => (
          <li key={i.to}>
            <Link
              to={i.to}
              className="flex min-h-14 items-center justify-center px-1 text-center text-xs text-muted"
              activeProps={{ className: 'text-text font-semibold' }}
              activeOptions={{ exact: i.to === '/' }}
            >
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

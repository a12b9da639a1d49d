import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';

/** The phone tab bar (spec §2 isShowTabbar); hidden on wide screens, where the header menu shows. */
export function TabBar() {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userInfo?.id ?? 0);
  const items = [
    { to: '/', label: t('nav.home') },
    { to: '/sports', label: t('nav.sports') },
    { to: '/anchorPlay', label: t('nav.live') },
    { to: '/activity', label: t('nav.promotions') },
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

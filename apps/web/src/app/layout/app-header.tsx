import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '@/features/auth/lib/session-actions';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';
import { useSession } from '@/shared/session/session-store';
import { buttonClass } from '@/shared/ui/button';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NAV_ITEMS, orderedNav } from './nav-items';
import { ThemeSwitch } from './theme-switch';
import { useMenuOrder } from './use-menu-order';

// Loaded once someone logs in: visitors never download the wallet code.
const HeaderBalance = lazy(() =>
  import('@/features/wallet/components/header-balance').then((m) => ({ default: m.HeaderBalance })),
);

/** The header: on a phone (< 640 px) a member sees the balance, Deposit and the account menu; wider, the name, Admin and Log out too. */
export function AppHeader() {
  const { t } = useTranslation();
  const { token, userInfo } = useSession();
  const openLogin = useAuthDialog((s) => s.openLogin);
  const order = useMenuOrder();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Link to="/" aria-label={t('header.home')} className="shrink-0">
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden flex-1 md:block">
          <ul className="flex gap-1">
            {orderedNav(order).map((key) => (
              <li key={key}>
                <Link
                  to={NAV_ITEMS[key].to}
                  className="rounded-lg px-3 py-2 text-sm text-muted hover:text-text"
                  activeProps={{ className: 'text-text font-semibold' }}
                  activeOptions={{ exact: key === 'home' }}
                >
                  {t(NAV_ITEMS[key].label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
          <LanguageSwitch />
          {/* On a phone a member's theme switch moves into the account menu, to leave room for the balance. */}
          <div className={token ? 'hidden sm:block' : undefined}>
            <ThemeSwitch />
          </div>
          {token ? (
            <>
              <Suspense fallback={null}>
                <HeaderBalance />
              </Suspense>
              {userInfo && (
                <Link
                  to="/personal/$id"
                  params={{ id: String(userInfo.id) }}
                  search={{ tab: 'wallet' }}
                  className={buttonClass({ size: 'small' }, 'min-h-10 whitespace-nowrap text-sm')}
                  data-testid="header-deposit"
                >
                  {t('header.deposit')}
                </Link>
              )}
              {userInfo && (
                <Link
                  to="/personal/$id"
                  params={{ id: String(userInfo.id) }}
                  className="hidden text-sm font-semibold hover:underline sm:inline"
                  aria-label={t('header.account', { name: userInfo.userName })}
                >
                  {userInfo.userName}
                </Link>
              )}
              {userInfo?.role === 'admin' && (
                <Link to="/superadmincenter" className="hidden text-sm hover:underline md:inline">
                  {t('header.admin')}
                </Link>
              )}
              <button
                type="button"
                onClick={() => void logout()}
                className="hidden min-h-9 whitespace-nowrap rounded-lg border border-line px-3 text-sm hover:bg-surface-2 sm:block"
              >
                {t('header.logout')}
              </button>
              {userInfo && <AccountMenu user={userInfo} />}
            </>
          ) : (
            <button
              type="button"
              onClick={() => openLogin('login')}
              className="min-h-9 whitespace-nowrap rounded-lg bg-accent px-3 text-sm font-semibold text-on-accent sm:px-4"
            >
              {t('header.login')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

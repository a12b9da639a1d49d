import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpiredSessionDialog } from '@/features/auth/components/expired-session-dialog';
import { logout } from '@/features/auth/lib/session-actions';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';
import { VerificationDialog } from '@/features/auth/components/verification-dialog';
import { openDebugConsole } from '@/shared/lazy/debug-console';
import { useSession } from '@/shared/session/session-store';
import { Toaster } from '@/shared/ui/toaster';
import { watchDebugLongPress } from '../long-press-debug';
import { meta as defaultMeta } from '../routes/route-meta';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { MaintenanceBanner } from './maintenance-banner';
import { SiteMaintenanceNotice } from './site-maintenance-notice';
import { TabBar } from './tab-bar';
import { useSiteMaintenance } from './use-site-maintenance';

// The login forms carry the contract's field schemas; they load when the dialog first opens.
const RealityCheck = lazy(() =>
  import('@/features/responsible-gambling/components/reality-check').then((m) => ({ default: m.RealityCheck })),
);
const LoginDialog = lazy(() =>
  import('@/features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog })),
);
// The bet slip and its wallet and push wiring load for members only, after the first route.
const BetSlipHost = lazy(() => import('./bet-slip-host').then((m) => ({ default: m.BetSlipHost })));

/** The root layout: header, the routed page with a fade, footer and tab bar by the route's flags. */
export function RootLayout() {
  const { t } = useTranslation();
  const meta = useMatches({ select: (ms) => ms.at(-1)?.staticData.meta }) ?? defaultMeta();
  const pathname = useLocation({ select: (l) => l.pathname });
  const loginOpen = useAuthDialog((s) => s.loginOpen);
  const loggedIn = useSession((s) => Boolean(s.token && s.userInfo));
  const isAdmin = useSession((s) => s.userInfo?.role === 'admin');
  const openLogin = useAuthDialog((s) => s.openLogin);
  const siteMaintenance = useSiteMaintenance();
  useEffect(() => watchDebugLongPress(document.body, () => void openDebugConsole()), []);

  // Everyone but a super admin (who must be able to end it) sees the notice instead of the site.
  if (siteMaintenance && !isAdmin)
    return (
      <>
        <SiteMaintenanceNotice info={siteMaintenance} onStaffLogin={loggedIn ? undefined : () => openLogin()} />
        {loginOpen && (
          <Suspense fallback={null}>
            <LoginDialog />
          </Suspense>
        )}
        <VerificationDialog />
        <Toaster />
      </>
    );

  return (
    <div className="flex min-h-screen flex-col">
      {!meta.hideHeader && (
        <>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
          >
            {t('header.skipToContent')}
          </a>
          <AppHeader />
          <MaintenanceBanner />
        </>
      )}
      <main id="main" key={pathname} className={`md-fade flex-1 ${meta.isShowTabbar ? 'pb-16 md:pb-0' : ''}`}>
        <Outlet />
      </main>
      {meta.showFooter && <AppFooter />}
      {meta.isShowTabbar && <TabBar />}
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <RealityCheck onStop={() => void logout()} />
        </Suspense>
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <BetSlipHost />
        </Suspense>
      )}
      <VerificationDialog />
      <ExpiredSessionDialog />
      <Toaster />
    </div>
  );
}

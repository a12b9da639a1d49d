import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  redirect,
} from '@tanstack/react-router';
import { loadUserInfo } from '@/features/auth/lib/session-actions';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';
import { authSnapshot, useSession } from '@/shared/session/session-store';
import { RootLayout } from './layout/root-layout';
import { guardRoute, loginRedirectSearch } from './routes/guard';
import type { RouteMeta } from './routes/route-meta';
import { ALIASES, ROUTES, type PageKind } from './routes/route-table';
import './routes/static-data';

export interface RouterContext {
  queryClient: QueryClient;
}

/** Each page is its own lazily loaded chunk. */
const pages: Record<PageKind, ReturnType<typeof lazyRouteComponent>> = {
  home: lazyRouteComponent(() => import('@/features/home/pages/home-page'), 'HomePage'),
  comingSoon: lazyRouteComponent(() => import('@/features/coming-soon/pages/coming-soon-page'), 'ComingSoonPage'),
  notFound: lazyRouteComponent(() => import('@/features/errors/pages/not-found-page'), 'NotFoundPage'),
  memberCentre: lazyRouteComponent(
    () => import('@/features/member-centre/pages/member-centre-page'),
    'MemberCentrePage',
  ),
  superAdmin: lazyRouteComponent(() => import('@/features/super-admin/pages/super-admin-page'), 'SuperAdminPage'),
  sports: lazyRouteComponent(() => import('@/features/sports/pages/sports-page'), 'SportsPage'),
  // Composed here: the sports page with the live feature's player in its video slot.
  sportsDetail: lazyRouteComponent(() => import('./routes/sports-detail-route'), 'SportsDetailRoute'),
  anchorPlay: lazyRouteComponent(() => import('@/features/live/pages/anchor-play-page'), 'AnchorPlayPage'),
  personalAnchor: lazyRouteComponent(() => import('@/features/live/pages/personal-anchor-page'), 'PersonalAnchorPage'),
  myBets: lazyRouteComponent(() => import('@/features/my-bets/pages/my-bets-page'), 'MyBetsPage'),
};

/**
 * Applies the guard's decision on a navigation: a visitor on a login route lands on / with the login
 * dialog open and the page they asked for in `?redirect=`, where the login continues. A preload
 * (hover, a touch starting a scroll) opens nothing and loads nothing of a page the user may not open.
 */
export function enforceGuard(meta: RouteMeta, { preload, href }: { preload: boolean; href: string }): void {
  const decision = guardRoute(meta, authSnapshot(), preload);
  if (decision.kind === 'allow') return;
  if (decision.kind === 'skip') throw redirect({ to: '/' });
  if (decision.openLogin) useAuthDialog.getState().openLogin('login');
  const search = decision.openLogin ? loginRedirectSearch(href) : {};
  throw redirect({ to: decision.to, search, replace: true });
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // A logged-in user whose name is not loaded yet has their info fetched (spec §2).
  beforeLoad: async () => {
    const { token, userInfo } = useSession.getState();
    if (token && !userInfo?.userName) await loadUserInfo().catch(() => undefined);
  },
  component: RootLayout,
  notFoundComponent: () => <Navigate to="/" replace />,
  errorComponent: () => <Navigate to="/404" replace />,
});

const pageRoutes = ROUTES.map((entry) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path,
    staticData: { meta: entry.meta, ...(entry.feature ? { feature: entry.feature } : {}) },
    beforeLoad: ({ preload, location }) => enforceGuard(entry.meta, { preload, href: location.href }),
    component: pages[entry.page],
  }),
);

const aliasRoutes = ALIASES.map((alias) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: alias.path,
    beforeLoad: () => {
      throw redirect({ to: alias.to, replace: true });
    },
  }),
);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree: rootRoute.addChildren([...pageRoutes, ...aliasRoutes]),
    context: { queryClient },
    // Mixed-case promo paths match exactly as written (spec §2).
    caseSensitive: true,
    scrollRestoration: true,
    defaultPreload: 'intent',
  });
}

import { createMemoryHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';
import { useSession } from '@/shared/session/session-store';
import { createAppRouter } from './router';

function visitorRouter() {
  const router = createAppRouter(new QueryClient());
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return router;
}

beforeEach(() => {
  useSession.getState().clear();
  useAuthDialog.getState().closeLogin();
});

describe('the route guard in the router (#18)', () => {
  it('a preload of a login page (hover, a touch starting a scroll) never opens the login dialog', async () => {
    const router = visitorRouter();
    await router.load();
    for (const to of ['/sports', '/anchorPlay', '/superadmincenter'] as const) await router.preloadRoute({ to });
    expect(useAuthDialog.getState().loginOpen).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a navigation to a match opens the login on / with the match to continue to', async () => {
    const router = visitorRouter();
    await router.load();
    await router.navigate({ href: '/sports/sportsdetail?matchId=42' });
    expect(useAuthDialog.getState().loginOpen).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.searchStr).get('redirect')).toBe(
      '/sports/sportsdetail?matchId=42',
    );
  });
});

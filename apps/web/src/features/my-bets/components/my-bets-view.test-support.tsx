import type { MemberInfo } from '@matchday/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { calls, routes } from '../fake-sports-client.test-support';
import { useCashOutQuotes } from '../stores/cash-out-quotes';
import { MyBetsView } from './my-bets-view';

/** Fake timers and clock, an empty platform, no quotes, a member with 1,234.56 USD, for each test of the file. */
export function setUpMyBetsView(): void {
  beforeAll(async () => {
    await (await initI18n('en')).loadNamespaces('my-bets');
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    routes.current = new Map();
    calls.length = 0;
    useCashOutQuotes.setState({ visible: {}, quotes: {} });
    useSession.setState({ token: 't', userInfo: { id: 42, regCurrency: 'USD' } as MemberInfo, balance: 123_456 });
  });
  afterEach(() => {
    vi.useRealTimers();
    useSession.setState({ token: null, userInfo: null, balance: null });
  });
}

export const tick = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

export async function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MyBetsView />
    </QueryClientProvider>,
  );
  await tick();
}

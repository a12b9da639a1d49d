import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render } from '@testing-library/react';
import { vi } from 'vitest';
import { useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { slipPick } from '@/shared/bet-slip/slip-pick.test-support';
import { BetSlip } from './components/bet-slip';
import type { MemberFeed } from '@/shared/realtime/member-feed';
import { createFakePlatform } from './slip-platform.test-support';
import { useOrders } from './stores/order-store';
import { EMPTY_STAKES, useStakes } from './stores/stake-store';

export type FakePlatform = ReturnType<typeof createFakePlatform>;

/** What the slip's My bets tab shows in these tests. */
export const MY_BETS_STAND_IN = 'Open bets here';

/**
 * Each slip test's start: fake timers, a fresh fake platform (two open markets) behind the holder
 * the test file's `sportsCall` mock reads, and empty slip, order and stake stores.
 */
export function startSlipTest(holder: { current: FakePlatform | null }): FakePlatform {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const fake = createFakePlatform();
  holder.current = fake;
  fake.market(1);
  fake.market(2, { od: 2 });
  useBetSlip.setState({ selections: [], owner: 42, open: true });
  useOrders.setState({ placements: [] });
  useStakes.setState(EMPTY_STAKES);
  return fake;
}

export const addSelection = (marketId: number, matchId = 900 + marketId, od = 1.85) =>
  useBetSlip.getState().add(slipPick(marketId, { matchId, od, optionName: `Team ${marketId}` }));
export const tick = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
export const typeInto = (el: HTMLElement, text: string) => fireEvent.change(el, { target: { value: text } });

/** The slip of member 42 (USD unless told), open, with a stand-in My bets tab. */
export async function renderSlip(feed?: MemberFeed, currency = 'USD') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BetSlip
        userId={42}
        currency={currency}
        {...(feed ? { orderFeed: feed } : {})}
        myBets={<p>{MY_BETS_STAND_IN}</p>}
      />
    </QueryClientProvider>,
  );
  await tick();
}

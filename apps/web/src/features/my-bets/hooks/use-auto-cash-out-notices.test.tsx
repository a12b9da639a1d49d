import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { formatMoney } from '@/shared/money/format-money';
import { Toaster } from '@/shared/ui/toaster';
import { useAutoCashOutWatch } from '../stores/auto-cash-out-watch';
import type { MemberFeed } from '@/shared/realtime/member-feed';
import { useAutoCashOutNotices } from './use-auto-cash-out-notices';

/** A push feed the test drives: who subscribed, and a way to send them an event (heard by those listening to it). */
function fakeFeed() {
  const listeners = new Set<{ event: string; onEvent: (data: never) => void }>();
  const subscribed: number[] = [];
  const feed: MemberFeed = (userId, event, onEvent) => {
    subscribed.push(userId);
    const listener = { event, onEvent };
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    feed,
    subscribed,
    listening: () => listeners.size,
    send: (event: string, data: unknown) =>
      act(() => listeners.forEach((l) => l.event === event && l.onEvent(data as never))),
  };
}

function Host({ feed }: { feed: MemberFeed }) {
  useAutoCashOutNotices(42, feed);
  return <Toaster />;
}

const renderHost = (feed: MemberFeed) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Host feed={feed} />
    </QueryClientProvider>,
  );

describe('automatic cash-out notices', () => {
  beforeAll(async () => {
    await (await initI18n('en')).loadNamespaces('my-bets');
  });
  beforeEach(() => useAutoCashOutWatch.setState({ watched: {} }));

  it('listens only while an automatic cash-out is watched, and tells what a taken one paid, once', () => {
    const push = fakeFeed();
    renderHost(push.feed);
    expect(push.subscribed).toEqual([]);

    act(() => useAutoCashOutWatch.getState().watch('rc1', { title: 'Hanoi FC', currency: 'VND' }));
    expect(push.subscribed).toEqual([42]);
    // Another member's reservation, or another event, says nothing.
    push.send('reservedCashOut', { id: 'rc9', oid: 'o9', st: 4, pa: 10 });
    push.send('order', { oid: 'o1', st: 4 });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    push.send('reservedCashOut', { id: 'rc1', oid: 'o1', st: 4, pa: 152_000 });
    expect(screen.getByRole('status')).toHaveTextContent(
      `Automatic cash-out taken on Hanoi FC: ${formatMoney(15_200_000, 'VND')} paid to your wallet.`,
    );
    expect(useAutoCashOutWatch.getState().watched).toEqual({});
    // Nothing is watched any more: the socket subscription ends.
    expect(push.listening()).toBe(0);
  });

  it('tells why one ended unpaid', () => {
    const push = fakeFeed();
    renderHost(push.feed);
    act(() => useAutoCashOutWatch.getState().watch('rc2', { title: 'Double', currency: 'USD' }));
    push.send('reservedCashOut', { id: 'rc2', oid: 'o2', st: 2, fr: 2 });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Automatic cash-out on Double ended unpaid: the bet was settled first.',
    );
  });
});

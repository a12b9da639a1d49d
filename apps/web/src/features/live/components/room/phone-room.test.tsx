import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTopics as topics } from '@/shared/realtime/fake-topics.test-support';
import { initI18n } from '@/shared/i18n/i18n';
import type { StreamInfo } from '../../hooks/stream-cache';
import type { PushOrder } from '../../lib/pushed-bets';
import { PhoneRoom } from './phone-room';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
vi.mock('@/shared/realtime/use-topic', async () => ({
  useTopic: (await import('@/shared/realtime/fake-topics.test-support')).fakeTopics.useTopic,
}));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ to, children, ...rest }: { to: string; children?: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('live');
});
beforeEach(() => {
  apiCall.mockReset();
  topics.clear();
});

const stream: StreamInfo = {
  id: 5,
  presenterId: 7,
  presenterName: 'Anchor 01',
  title: 'Derby night',
  coverTagId: 1,
  status: 2,
  sportId: 1,
  matchId: null,
  fbId: null,
  flvUrl: '/live/a.flv',
  hlsUrl: '/live/a.m3u8',
  viewers: 12,
  scheduledAt: null,
  startedAt: 1,
  endedAt: null,
  isFee: false,
  ingest: null,
};
const bet = (id: number, optionName: string): PushOrder => ({
  id,
  streamId: 5,
  presenterId: 7,
  sportId: 1,
  matchId: 77,
  marketId: 900 + id,
  optionType: 1,
  odds: 1.95,
  matchName: 'Hanoi FC – Saigon FC',
  marketName: 'Handicap',
  optionName,
  note: '',
  createdAt: 1_800_000_000_000,
  followers: 0,
});

function renderRoom(onOpenInBetSlip = vi.fn()) {
  apiCall.mockImplementation(async (route: { id: string }) => {
    if (route.id === 'live.push.order.list2') return { list: [bet(1, 'Hanoi FC -0.5')], total: 1 };
    if (route.id === 'live.gift.list') return [];
    throw new Error(route.id);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <main>
        <PhoneRoom
          stream={stream}
          locked={false}
          stage={<div data-testid="stage" />}
          notes={null}
          onOpenInBetSlip={onOpenInBetSlip}
        />
      </main>
    </QueryClientProvider>,
  );
  return onOpenInBetSlip;
}

describe('phone room', () => {
  it('heads the chat with the title, a way back and the viewers; picks and gifts open as sheets', async () => {
    renderRoom();
    const room = screen.getByRole('region', { name: 'Derby night' });
    expect(within(room).getByRole('link', { name: 'All live streams' })).toHaveAttribute('href', '/anchorPlay');
    expect(within(room).getByText('12 watching')).toBeInTheDocument();
    expect(within(room).getByRole('region', { name: 'Chat' })).toBeInTheDocument();

    fireEvent.click(within(room).getByRole('button', { name: 'Gifts' }));
    const gifts = screen.getByRole('dialog', { name: 'Gifts' });
    expect(await within(gifts).findByText('No gifts are on sale right now.')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts the picks, marks one pushed since the sheet was opened, and hands a pick to the slip closing the sheet', async () => {
    const open = renderRoom();
    const picksButton = await screen.findByRole('button', { name: "Anchor's picks, 1" });
    act(() => topics.get('room:5')!('pushOrder', bet(2, 'Over 2.5'), 1));
    expect(await screen.findByRole('button', { name: "Anchor's picks, 2, New pick" })).toBe(picksButton);

    fireEvent.click(picksButton);
    const sheet = screen.getByRole('dialog', { name: "Anchor's picks" });
    expect(
      within(sheet)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-push-order')),
    ).toEqual(['2', '1']);
    expect(picksButton).toHaveAccessibleName("Anchor's picks, 2");
    fireEvent.click(within(sheet).getAllByRole('button', { name: 'Add to bet slip' })[0]!);
    expect(open).toHaveBeenCalledWith(bet(2, 'Over 2.5'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

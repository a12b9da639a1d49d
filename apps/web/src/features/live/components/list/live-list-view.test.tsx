import type { LiveStream } from '@matchday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTopics as topics } from '@/shared/realtime/fake-topics.test-support';
import { ApiError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import { LiveListView } from './live-list-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
vi.mock('@/shared/realtime/use-topic', async () => ({
  useTopic: (await import('@/shared/realtime/fake-topics.test-support')).fakeTopics.useTopic,
}));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ to, search, children, ...rest }: { to: string; search?: { id: number }; children?: ReactNode }) => (
    <a href={search ? `${to}?id=${search.id}` : to} {...rest}>
      {children}
    </a>
  ),
}));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces(['live', 'sports']);
});
beforeEach(() => {
  apiCall.mockReset();
  topics.clear();
});

const stream = (id: number, status: number, title: string, presenterName: string, viewers = 0) =>
  ({
    id,
    presenterId: id,
    presenterName,
    title,
    coverTagId: 1,
    status,
    sportId: null,
    matchId: null,
    fbId: null,
    flvUrl: null,
    hlsUrl: null,
    viewers,
    scheduledAt: null,
    startedAt: null,
    endedAt: null,
    isFee: false,
  }) satisfies LiveStream;

const derby = {
  matchId: 77,
  fbId: 77,
  sportId: 1,
  leagueName: 'V.League 1',
  homeName: 'Hanoi FC',
  awayName: 'Saigon FC',
  ms: 5,
  bt: 1_800_000_000_000,
  hasVideo: true,
  streamId: 2,
  scores: ['2:1'],
};

/** The server as the list sees it: the open list, matches with video, and a keyword search over titles and anchors. */
function answer(list: LiveStream[] | Error, opts: { matches?: unknown[]; search?: Error } = {}) {
  apiCall.mockImplementation(async (route: { id: string }, call: { query?: { keyWord: string } }) => {
    if (route.id === 'live.cover.tag.list') return [{ id: 1, name: 'Football', color: '#2e7d32' }];
    if (route.id === 'live.video.matchListFront') return opts.matches ?? [];
    if (list instanceof Error) throw list;
    if (route.id === 'live.video.queryKeyWordByName') {
      if (opts.search) throw opts.search;
      const needle = call.query!.keyWord.toLowerCase();
      return list.filter((s) => `${s.title} ${s.presenterName}`.toLowerCase().includes(needle));
    }
    return { list, total: list.length };
  });
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LiveListView />
    </QueryClientProvider>,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Live streams' })).getAllByRole('link');

describe('live list', () => {
  it('shows live streams first, asks for page 1 of 999, and finds by anchor or title', async () => {
    answer([
      stream(1, 1, 'Derby talk', 'Anchor 01'),
      stream(2, 2, 'Match night', 'Coach Minh', 12),
      stream(3, 2, 'Esports live', 'Lily Esports', 3),
    ]);
    renderList();
    expect(screen.getByRole('status', { name: 'Loading live streams' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Live streams' });
    expect(cards().map((a) => a.getAttribute('href'))).toEqual([
      '/anchorPlay?id=2',
      '/anchorPlay?id=3',
      '/anchorPlay?id=1',
    ]);
    expect(apiCall.mock.calls.find(([route]) => route.id === 'live.stream.list')?.[1]).toMatchObject({
      body: { pageNum: 1, pageSize: 999 },
    });
    expect(within(cards()[0]!).getByText('12 watching')).toBeInTheDocument();
    // Titles sit one level under the page's h1, with no matches-with-video h2 between (Lighthouse heading-order).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Match night',
      'Esports live',
      'Derby talk',
    ]);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search live streams' }), { target: { value: 'minh' } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAccessibleName('Match night by Coach Minh');
    expect(apiCall.mock.calls.find(([route]) => route.id === 'live.video.queryKeyWordByName')?.[1]).toMatchObject({
      query: { keyWord: 'minh' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search live streams' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No stream matches “zzz”.')).toBeInTheDocument();
  });

  it('lists matches with a live anchor above the streams, each opening its room, and hides them while searching', async () => {
    answer([stream(2, 2, 'Match night', 'Coach Minh')], {
      matches: [
        derby,
        { ...derby, matchId: 78, hasVideo: false, streamId: 5, scores: [], homeName: 'Hai Phong', awayName: 'Da Nang' },
      ],
    });
    renderList();
    const matches = await screen.findByRole('list', { name: 'Matches with anchors' });
    const [live, booked] = within(matches).getAllByRole('link');
    expect(live).toHaveAccessibleName('Hanoi FC vs Saigon FC: open the room');
    expect(live).toHaveAttribute('href', '/anchorPlay?id=2');
    expect(within(live!).getByText('2 : 1')).toBeInTheDocument();
    expect(within(live!).getByText('Live video now')).toBeInTheDocument();
    expect(within(booked!).getByText(/^Kick-off /)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search live streams' }), { target: { value: 'night' } });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Matches with anchors' })).not.toBeInTheDocument());
  });

  it('narrows the list by sport, and draws each cover from its match or its sport, counting only real viewers', async () => {
    answer(
      [
        { ...stream(2, 2, 'Match night', 'Coach Minh', 5), sportId: 1, matchId: 77 },
        { ...stream(3, 2, 'Hoops', 'Anchor 03'), sportId: 3, coverTagId: null },
        stream(4, 1, 'Just chat', 'Anchor 04'),
      ],
      { matches: [derby] },
    );
    renderList();
    await screen.findByRole('list', { name: 'Live streams' });
    const [match, hoops] = cards();
    const cover = (card: HTMLElement) => within(within(card).getByTestId('stream-cover'));
    expect(cover(match!).getByText('Hanoi FC')).toBeInTheDocument();
    expect(cover(match!).getByText('Saigon FC')).toBeInTheDocument();
    expect(cover(match!).getByText('2 : 1')).toBeInTheDocument();
    expect(cover(match!).getByText('Soccer')).toBeInTheDocument();
    expect(cover(match!).getByText('5 watching')).toBeInTheDocument();
    // No tag: the sport names the cover; nobody watching yet: no "0 watching".
    expect(cover(hoops!).getAllByText('Basketball')).toHaveLength(2);
    expect(cover(hoops!).queryByTestId('viewer-count')).not.toBeInTheDocument();

    const sports = screen.getByRole('radiogroup', { name: 'Sport' });
    expect(
      within(sports)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All sports', 'Soccer', 'Basketball']);
    fireEvent.click(within(sports).getByRole('radio', { name: 'Basketball' }));
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveAccessibleName('Hoops by Anchor 03');
    fireEvent.click(within(sports).getByRole('radio', { name: 'All sports' }));
    expect(cards()).toHaveLength(3);
  });

  it('says when the search fails and tries again', async () => {
    answer([stream(2, 2, 'Match night', 'Coach Minh')], { search: new ApiError(500, 'down') });
    renderList();
    await screen.findByRole('list', { name: 'Live streams' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search live streams' }), { target: { value: 'night' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The search did not work.');
  });

  it('follows room pushes: a stream going live moves to the front with its viewers, an ended one leaves', async () => {
    answer([
      stream(1, 1, 'Early show', 'Anchor 01'),
      stream(2, 1, 'Late show', 'Anchor 02'),
      stream(3, 2, 'On now', 'Anchor 03', 1),
    ]);
    renderList();
    await screen.findByRole('list', { name: 'Live streams' });
    expect(cards().map((a) => a.getAttribute('href'))).toEqual([
      '/anchorPlay?id=3',
      '/anchorPlay?id=1',
      '/anchorPlay?id=2',
    ]);
    act(() => topics.get('room:2')!('streamStatus', { id: 2, status: 2, viewers: 4 }, 1));
    act(() => topics.get('room:3')!('streamStatus', { id: 3, status: 3, viewers: 0 }, 1));
    await waitFor(() =>
      expect(cards().map((a) => a.getAttribute('href'))).toEqual(['/anchorPlay?id=2', '/anchorPlay?id=1']),
    );
    expect(within(cards()[0]!).getByText('4 watching')).toBeInTheDocument();
    act(() => topics.get('room:2')!('viewers', { id: 2, viewers: 9 }, 2));
    expect(await within(cards()[0]!).findByText('9 watching')).toBeInTheDocument();
  });

  it('says when nobody is live or booked', async () => {
    answer([]);
    renderList();
    expect(await screen.findByText('Nobody is live or booked right now. Check back soon.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    answer(new ApiError(500, 'down'));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The live streams could not be loaded.');
    answer([stream(1, 2, 'Back again', 'Anchor 01')]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again by Anchor 01' })).toBeInTheDocument();
  });
});

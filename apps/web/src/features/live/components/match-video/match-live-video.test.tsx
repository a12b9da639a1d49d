import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import { MatchLiveVideo } from './match-live-video';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ to, search, children, ...rest }: { to: string; search?: { id: number }; children?: ReactNode }) => (
    <a href={search ? `${to}?id=${search.id}` : to} {...rest}>
      {children}
    </a>
  ),
}));
// The real player attaches mpegts.js and hls.js (their own tests): here, what it is given.
vi.mock('../player/live-player', () => ({
  LivePlayer: ({
    stream,
    title,
  }: {
    stream: { status: number; flvUrl: string | null; hlsUrl: string | null };
    title: string;
  }) => (
    <div data-testid="player" data-status={stream.status} data-flv={stream.flvUrl ?? ''} data-hls={stream.hlsUrl ?? ''}>
      {title}
    </div>
  ),
}));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('live');
});
beforeEach(() => apiCall.mockReset());

function renderVideo(fbId = 77) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MatchLiveVideo fbId={fbId} title="Hanoi FC vs Saigon FC" noVideo={<p>No live video for this match.</p>} />
    </QueryClientProvider>,
  );
}

describe('match live video', () => {
  it('plays the stream linked to the match, with a link to the anchor’s room', async () => {
    apiCall.mockResolvedValue([
      { fbId: 12, streamId: 3, flvUrl: '/live/other.flv', hlsUrl: null },
      { fbId: 77, streamId: 9, flvUrl: '/live/derby.flv', hlsUrl: '/hls/derby/index.m3u8' },
    ]);
    renderVideo();
    // Nothing while the video list is asked: the match page keeps no empty video box.
    expect(screen.queryByRole('status')).toBeNull();
    const player = await screen.findByTestId('player');
    expect(player).toHaveAttribute('data-flv', '/live/derby.flv');
    expect(player).toHaveAttribute('data-hls', '/hls/derby/index.m3u8');
    expect(player).toHaveAttribute('data-status', '2');
    expect(player).toHaveTextContent('Hanoi FC vs Saigon FC');
    expect(screen.getByRole('link', { name: "Watch in the anchor's room, with chat and picks" })).toHaveAttribute(
      'href',
      '/anchorPlay?id=9',
    );
    expect(apiCall.mock.calls[0]![0]).toMatchObject({ id: 'live.video.videoList' });
  });

  it('links to a paid room instead of playing it', async () => {
    apiCall.mockResolvedValue([{ fbId: 77, streamId: 4, flvUrl: null, hlsUrl: null }]);
    renderVideo();
    expect(
      await screen.findByText('An anchor is showing this match live in a room with an entry fee.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Go to the anchor's room" })).toHaveAttribute('href', '/anchorPlay?id=4');
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
  });

  it('shows the page’s own note when no anchor is live on the match', async () => {
    apiCall.mockResolvedValue([{ fbId: 12, streamId: 3, flvUrl: '/live/other.flv', hlsUrl: null }]);
    renderVideo();
    expect(await screen.findByText('No live video for this match.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a retry when the video list cannot be read', async () => {
    apiCall
      .mockRejectedValueOnce(new NetworkError('down'))
      .mockResolvedValue([{ fbId: 77, streamId: 9, flvUrl: '/live/derby.flv', hlsUrl: null }]);
    renderVideo();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The live video could not be checked.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('player')).toHaveAttribute('data-flv', '/live/derby.flv');
  });
});

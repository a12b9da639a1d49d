import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import type { StreamInfo } from '../../hooks/stream-cache';
import { GoLiveFormPanel } from './go-live-form';
import { IngestPanel } from './ingest-panel';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
const sportsCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/sports-client', () => ({ sportsCall }));
vi.mock('@/shared/realtime/use-topic', () => ({ useTopic: () => undefined }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ to, children }: { to: string; children?: ReactNode }) => <a href={to}>{children}</a>,
}));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('live');
});
beforeEach(() => {
  apiCall.mockReset();
  sportsCall.mockReset();
});

const team = (na: string) => ({ id: 1, na, lurl: '' });
/** A getList record as the picker reads it: in play (ms 5) or not started (ms 4). */
const fixture = (id: number, sid: number, ms: number, home: string, away: string) => ({
  id,
  sid,
  ty: 2,
  nm: `${home} vs ${away}`,
  ts: [team(home), team(away)],
  lg: {
    id: 1,
    na: sid === 1 ? 'V.League 1' : 'VBA',
    or: 1,
    lurl: '',
    sid,
    rid: 1,
    rnm: '',
    rlg: '',
    hot: false,
    slid: 1,
  },
  bt: 1_800_000_000_000 + id,
  ms,
  ss: 1,
  nsg: [],
  mg: [],
  tms: 0,
  tps: [],
  as: [],
});
afterEach(() => vi.restoreAllMocks());

const ingest = {
  server: 'rtmp://live.example:1935/live',
  streamKey: 'abc123?key=SECRET',
  publishUrl: 'rtmp://live.example:1935/live/abc123?key=SECRET',
};
const own = (status: number, key = ingest): StreamInfo => ({
  id: 9,
  presenterId: 7,
  presenterName: 'Anchor 01',
  title: 'Derby night',
  coverTagId: 1,
  status,
  sportId: null,
  matchId: null,
  fbId: null,
  flvUrl: null,
  hlsUrl: null,
  viewers: 3,
  scheduledAt: null,
  startedAt: null,
  endedAt: null,
  isFee: false,
  ingest: key,
});

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('go-live form', () => {
  beforeEach(() => {
    apiCall.mockImplementation(async (route: { id: string }, opts: { body: object }) => {
      if (route.id === 'live.cover.tag.list') return [{ id: 1, name: 'Football', color: '#2e7d32' }];
      if (route.id === 'live.stream.save') return { ...own(1), ...opts.body };
      throw new Error(route.id);
    });
  });

  it('checks the title by the contract rule before asking, then creates the stream with the chosen tag', async () => {
    const created = vi.fn();
    renderWith(<GoLiveFormPanel presenterId={7} onCreated={created} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create stream' }));
    expect(await screen.findByText('Title: 1–60 characters.')).toBeInTheDocument();
    expect(apiCall.mock.calls.some(([route]) => route.id === 'live.stream.save')).toBe(false);

    fireEvent.change(screen.getByLabelText('Stream title'), { target: { value: 'Derby night' } });
    await screen.findByRole('option', { name: 'Football' });
    fireEvent.change(screen.getByLabelText('Cover tag'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create stream' }));
    await waitFor(() => expect(created).toHaveBeenCalledWith(9));
    expect(apiCall.mock.calls.find(([route]) => route.id === 'live.stream.save')?.[1]).toMatchObject({
      body: { title: 'Derby night', coverTagId: 1, sportId: null, matchId: null, scheduledAt: null },
    });
  });

  it('links the stream to a match picked from the live and upcoming list, which names it and suggests its cover', async () => {
    sportsCall.mockResolvedValue({
      current: 1,
      size: 50,
      total: 3,
      pageTotal: 1,
      records: [
        fixture(41, 1, 4, 'Hà Nội FC', 'Công An Hà Nội'),
        fixture(42, 1, 5, 'Viettel', 'Nam Định'),
        fixture(43, 3, 4, 'Saigon Heat', 'Hanoi Buffaloes'),
      ],
    });
    const created = vi.fn();
    renderWith(<GoLiveFormPanel presenterId={7} onCreated={created} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose a match' }));
    const list = await screen.findByRole('list', { name: 'Matches to choose from' });
    // In play first, then by kick-off.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringMatching(/^Viettel – Nam Định.*Live$/),
      expect.stringMatching(/^Hà Nội FC – Công An Hà Nội/),
      expect.stringMatching(/^Saigon Heat – Hanoi Buffaloes/),
    ]);
    expect(sportsCall.mock.calls[0]![1]).toMatchObject({ type: 8, sportTypes: [1, 2] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search matches' }), { target: { value: 'ha noi' } });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: /Hà Nội FC – Công An Hà Nội/ }));
    expect(screen.getByTestId('linked-match')).toHaveTextContent('Hà Nội FC – Công An Hà Nội');
    expect(screen.getByLabelText('Stream title')).toHaveValue('Hà Nội FC – Công An Hà Nội');
    await waitFor(() => expect(screen.getByLabelText('Cover tag')).toHaveValue('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Create stream' }));
    await waitFor(() => expect(created).toHaveBeenCalledWith(9));
    expect(apiCall.mock.calls.find(([route]) => route.id === 'live.stream.save')?.[1]).toMatchObject({
      body: { title: 'Hà Nội FC – Công An Hà Nội', coverTagId: 1, sportId: 1, matchId: 41 },
    });
  });

  it('shows the server’s refusal in the form', async () => {
    apiCall.mockImplementation(async (route: { id: string }) => {
      if (route.id === 'live.cover.tag.list') return [];
      throw new ApiError(1001, 'You already have 20 open streams. End or cancel one before creating another.');
    });
    renderWith(<GoLiveFormPanel presenterId={7} onCreated={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Stream title'), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create stream' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have 20 open streams.');
  });
});

describe('ingest panel', () => {
  it('masks the key and the publish URL until revealed, copies them, and rotates the key after asking', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const rotated = {
      ...ingest,
      streamKey: 'abc123?key=NEW',
      publishUrl: 'rtmp://live.example:1935/live/abc123?key=NEW',
    };
    apiCall.mockImplementation(async (route: { id: string }) =>
      route.id === 'live.stream.update' ? own(2, rotated) : own(2),
    );
    renderWith(<IngestPanel streamId={9} presenterId={7} />);

    const panel = await screen.findByRole('region', { name: 'Derby night' });
    expect(within(panel).getByText('Live')).toBeInTheDocument();
    expect(within(panel).getByText('3 watching')).toBeInTheDocument();
    expect(screen.getByTestId('ingest-server')).toHaveTextContent(ingest.server);
    expect(screen.getByTestId('ingest-key')).not.toHaveTextContent('SECRET');
    expect(screen.getByTestId('ingest-publish-url')).not.toHaveTextContent('SECRET');
    fireEvent.click(screen.getByRole('button', { name: 'Show Stream key' }));
    expect(screen.getByTestId('ingest-key')).toHaveTextContent(ingest.streamKey);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Publish URL' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(ingest.publishUrl));

    // A live stream can be ended but not cancelled.
    expect(screen.queryByRole('button', { name: 'Cancel stream' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New stream key' }));
    await waitFor(() => expect(screen.getByTestId('ingest-key')).toHaveTextContent('abc123?key=NEW'));
    expect(apiCall.mock.calls.find(([route]) => route.id === 'live.stream.update')?.[1]).toMatchObject({
      body: { id: 9, rotateKey: true },
    });
  });

  it('hides the ingest of an ended stream', async () => {
    apiCall.mockResolvedValue(own(3));
    renderWith(<IngestPanel streamId={9} presenterId={7} />);
    expect(await screen.findByText(/This stream is over/)).toBeInTheDocument();
    expect(screen.queryByTestId('ingest-key')).toBeNull();
    expect(screen.queryByRole('button', { name: 'End stream' })).toBeNull();
  });
});

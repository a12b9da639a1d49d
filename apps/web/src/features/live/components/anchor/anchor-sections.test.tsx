import type { LiveStream, SportsMatch } from '@matchday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import type { StreamInfo } from '../../hooks/stream-cache';
import { EarningsPanel } from './earnings-panel';
import { FeeSetting } from './fee-setting';
import { ModerationPanel } from './moderation-panel';
import { ProfilePanel } from './profile-panel';
import { RecommendBet } from './recommend-bet';

const apiCall = vi.hoisted(() => vi.fn());
const sportsCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
vi.mock('@/shared/http/sports-client', () => ({ sportsCall }));
vi.mock('@/shared/realtime/use-topic', () => ({ useTopic: () => undefined }));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('live');
});
beforeEach(() => {
  apiCall.mockReset();
  sportsCall.mockReset();
});

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
const callsOf = (id: string) => apiCall.mock.calls.filter(([route]) => route.id === id);
const stream = (id: number, status: number, extra: Partial<LiveStream> = {}): StreamInfo => ({
  id,
  presenterId: 7,
  presenterName: 'Anchor 01',
  title: `Room ${id}`,
  coverTagId: 1,
  status,
  sportId: 1,
  matchId: null,
  fbId: null,
  flvUrl: null,
  hlsUrl: null,
  viewers: 0,
  scheduledAt: null,
  startedAt: null,
  endedAt: null,
  isFee: false,
  ingest: null,
  ...extra,
});
const presenter = {
  id: 7,
  userName: 'anchor01',
  nickName: 'Anchor 01',
  avatarId: 7,
  introduction: '',
  notice: '',
  liveStatus: 1,
  currentStreamId: 9,
};

describe('profile panel', () => {
  it('edits the nickname, avatar, bio and notice, checked by the contract first', async () => {
    apiCall.mockImplementation(async (route: { id: string }, opts: { body: object }) =>
      route.id === 'user.presenter.update' ? { ...presenter, ...opts.body } : presenter,
    );
    renderWith(<ProfilePanel presenterId={7} />);
    const nick = await screen.findByLabelText('Nickname');
    expect(nick).toHaveValue('Anchor 01');
    fireEvent.change(nick, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Nickname: 1–24 characters.')).toBeInTheDocument();
    expect(callsOf('user.presenter.update')).toHaveLength(0);

    fireEvent.change(nick, { target: { value: 'Captain Derby' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Avatar 3' }));
    fireEvent.change(screen.getByLabelText('Room notice'), { target: { value: 'Live every Friday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(callsOf('user.presenter.update')).toHaveLength(1));
    expect(callsOf('user.presenter.update')[0]![1].body).toEqual({
      nickName: 'Captain Derby',
      avatarId: 3,
      introduction: '',
      notice: 'Live every Friday',
    });
    expect(screen.getByRole('radio', { name: 'Avatar 3' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('fee setting', () => {
  it('sets an entry fee in minor units and makes the room free again', async () => {
    let fee = 0;
    apiCall.mockImplementation(async (route: { id: string }, opts: { body: { feeAmount: number | null } }) => {
      if (route.id === 'live.relation.isFee') return { isFee: fee > 0, paid: true, amount: fee, currency: 'VND' };
      fee = opts.body.feeAmount ?? 0;
      return stream(9, 1, { isFee: fee > 0 });
    });
    renderWith(<FeeSetting stream={stream(9, 1)} presenterId={7} />);
    expect(await screen.findByText('Free to watch.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Entry fee (VND)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set entry fee' }));
    expect(await screen.findByText('Enter an amount above 0.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Entry fee (VND)'), { target: { value: '5,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set entry fee' }));
    expect(await screen.findByText('Viewers pay ₫5,000 once to watch this stream.')).toBeInTheDocument();
    expect(callsOf('live.stream.update')[0]![1].body).toEqual({ id: 9, feeAmount: 500_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Make it free' }));
    expect(await screen.findByText('Free to watch.')).toBeInTheDocument();
    expect(callsOf('live.stream.update')[1]![1].body).toEqual({ id: 9, feeAmount: null });
  });

  it('keeps the fee fixed while the stream is live', async () => {
    apiCall.mockResolvedValue({ isFee: true, paid: true, amount: 500_000, currency: 'VND' });
    renderWith(<FeeSetting stream={stream(9, 2, { isFee: true })} presenterId={7} />);
    expect(await screen.findByText('The entry fee is fixed while the stream is live.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set entry fee' })).not.toBeInTheDocument();
  });
});

const derby = {
  id: 77,
  sid: 1,
  ty: 2,
  nm: 'Hanoi FC vs Saigon FC',
  bt: 0,
  ms: 5,
  ss: 1,
  lg: { id: 1, na: 'V.League 1', or: 1, lurl: '', sid: 1, rid: 1, rnm: '', rlg: '', hot: true, slid: 1 },
  ts: [
    { id: 1, na: 'Hanoi FC', lurl: '' },
    { id: 2, na: 'Saigon FC', lurl: '' },
  ],
  nsg: [],
  tms: 2,
  tps: [],
  as: [],
  mg: [
    {
      mty: 1000,
      pe: 1001,
      nm: 'Handicap',
      tps: [],
      mks: [
        {
          id: 501,
          ss: 1,
          au: 1,
          li: '0.5',
          op: [
            { na: '{H}', nm: '-0.5', ty: 1, od: 1.95 },
            { na: '{A}', nm: '+0.5', ty: 2, od: 1.87 },
          ],
        },
      ],
    },
  ],
} satisfies SportsMatch;

describe('recommend a bet', () => {
  it('asks to go live first when no stream is on air', async () => {
    apiCall.mockImplementation(async (route: { id: string }) =>
      route.id === 'live.stream.list' ? { list: [stream(9, 1)], total: 1 } : { list: [], total: 0 },
    );
    renderWith(<RecommendBet presenterId={7} />);
    expect(await screen.findByText('Go live first: picks are recommended to a live room.')).toBeInTheDocument();
    expect(await screen.findByText('You have not recommended a bet yet.')).toBeInTheDocument();
  });

  it('recommends an option of a match in play to a live room, and lists it', async () => {
    const saved = {
      id: 1,
      streamId: 9,
      presenterId: 7,
      sportId: 1,
      matchId: 77,
      marketId: 501,
      optionType: 2,
      odds: 1.87,
      matchName: 'Hanoi FC – Saigon FC',
      marketName: 'Handicap',
      optionName: 'Saigon FC +0.5',
      note: 'Away value',
      createdAt: 1,
      followers: 0,
    };
    apiCall.mockImplementation(async (route: { id: string }) => {
      if (route.id === 'live.stream.list') return { list: [stream(9, 2)], total: 1 };
      if (route.id === 'live.push.order.save') return saved;
      return { list: [], total: 0 };
    });
    sportsCall.mockImplementation(async (path: string) =>
      path.endsWith('getList') ? { current: 1, size: 50, total: 1, pageTotal: 1, records: [derby] } : derby,
    );
    renderWith(<RecommendBet presenterId={7} />);
    expect(await screen.findByRole('option', { name: 'Hanoi FC – Saigon FC' })).toBeInTheDocument();
    const options = await screen.findByRole('radiogroup', { name: 'Option' });
    fireEvent.click(within(options).getByRole('radio', { name: 'Saigon FC +0.5 @ 1.87' }));
    fireEvent.change(screen.getByLabelText('Note for your viewers (optional)'), { target: { value: 'Away value' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recommend to the room' }));
    await waitFor(() => expect(callsOf('live.push.order.save')).toHaveLength(1));
    expect(callsOf('live.push.order.save')[0]![1].body).toEqual({
      streamId: 9,
      matchId: 77,
      marketId: 501,
      optionType: 2,
      odds: 1.87,
      note: 'Away value',
    });
    expect(sportsCall.mock.calls.find(([path]) => String(path).endsWith('getList'))?.[1]).toMatchObject({
      type: 1,
      sportId: 1,
    });
    expect(await screen.findByText('Saigon FC +0.5 @ 1.87', { selector: 'span' })).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    apiCall.mockImplementation(async (route: { id: string }) => {
      if (route.id === 'live.stream.list') return { list: [stream(9, 2, { matchId: 77 })], total: 1 };
      if (route.id === 'live.push.order.save') throw new ApiError(10302, 'This market is not open for bets right now.');
      return { list: [], total: 0 };
    });
    sportsCall.mockImplementation(async (path: string) =>
      path.endsWith('getList') ? { current: 1, size: 50, total: 0, pageTotal: 0, records: [] } : derby,
    );
    renderWith(<RecommendBet presenterId={7} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Hanoi FC -0.5 @ 1.95' }));
    fireEvent.click(screen.getByRole('button', { name: 'Recommend to the room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This market is not open for bets right now.');
  });
});

describe('earnings panel', () => {
  it('shows statistics and gift profit for the chosen period', async () => {
    apiCall.mockImplementation(async (route: { id: string }) => {
      if (route.id === 'live.statistics.sum')
        return { streams: 3, liveMinutes: 135, peakViewers: 42, giftCount: 12, giftSenders: 4, paidViewers: 2 };
      if (route.id === 'live.gift.profit.sum')
        return [{ currency: 'VND', gifts: 5, count: 12, amount: 1_200_000, anchorShare: 600_000 }];
      return {
        list: [
          {
            day: '2026-11-24',
            presenterId: 7,
            streamId: 9,
            streamTitle: 'Derby night',
            currency: 'VND',
            gifts: 5,
            count: 12,
            amount: 1_200_000,
            anchorShare: 600_000,
          },
        ],
        total: 1,
      };
    });
    renderWith(<EarningsPanel />);
    const figures = await screen.findByTestId('anchor-stats');
    expect(figures).toHaveTextContent('2 h 15 min');
    expect(figures).toHaveTextContent('42');
    expect(screen.getByText('Your share ₫6,000')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Derby night' })).toBeInTheDocument();
    const week = callsOf('live.statistics.sum')[0]![1].body;
    expect(week.endTime - week.beginTime).toBeGreaterThan(6 * 86_400_000);
    fireEvent.click(screen.getByRole('tab', { name: 'All time' }));
    await waitFor(() => expect(callsOf('live.statistics.sum')).toHaveLength(2));
    expect(callsOf('live.statistics.sum')[1]![1].body).toEqual({});
  });
});

describe('moderation panel', () => {
  it('lifts chosen bans and saves a room’s shielded words and slow mode', async () => {
    apiCall.mockImplementation(async (route: { id: string }, opts: { body: { words?: string[] } }) => {
      if (route.id === 'user.banLog.list')
        return {
          list: [
            {
              id: 3,
              userId: 2,
              userName: 'member01',
              roomId: 7,
              banType: 2,
              reason: 'Spam',
              operatorName: 'anchor01',
              createdAt: 1,
              expiresAt: null,
              active: true,
            },
          ],
          total: 1,
        };
      if (route.id === 'user.banLog.batchUntie') return { lifted: 1 };
      if (route.id === 'live.chatroom.config.info') return { slowModeSeconds: 0, membersOnly: true, maxLength: 200 };
      if (route.id === 'live.chat.slowMode') return { slowModeSeconds: 30 };
      return { count: opts.body.words!.length };
    });
    renderWith(<ModerationPanel streams={[stream(9, 2)]} initialId={9} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /member01: banned/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lift the chosen (1)' }));
    await waitFor(() => expect(callsOf('user.banLog.batchUntie')[0]![1].body).toEqual({ ids: [3] }));

    fireEvent.change(screen.getByLabelText('Shielded words, one per line'), {
      target: { value: 'zalo\n\n  telegram \n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save 2 shielded words' }));
    await waitFor(() =>
      expect(callsOf('live.word.shielded.save')[0]![1].body).toEqual({ streamId: 9, words: ['zalo', 'telegram'] }),
    );
    await waitFor(() => expect(screen.getByLabelText('Slow mode')).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Slow mode'), { target: { value: '30' } });
    await waitFor(() => expect(callsOf('live.chat.slowMode')[0]![1].body).toEqual({ streamId: 9, seconds: 30 }));
  });
});

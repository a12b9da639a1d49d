import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTopics as topics } from '@/shared/realtime/fake-topics.test-support';
import { apiCodes } from '@matchday/contract/client';
import { ApiError, NetworkError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import type { PushOrder } from '../../lib/pushed-bets';
import { useRoomFee } from '../../api/live-relation-is-fee';
import { PushedBets } from './pushed-bets';
import { RoomFeeGate } from './room-fee-gate';
import { ScoreOverlay } from './score-overlay';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
vi.mock('@/shared/realtime/use-topic', async () => ({
  useTopic: (await import('@/shared/realtime/fake-topics.test-support')).fakeTopics.useTopic,
}));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('live');
});
beforeEach(() => {
  apiCall.mockReset();
  topics.clear();
});

const bet = (id: number, optionName: string, odds: number): PushOrder => ({
  id,
  streamId: 5,
  presenterId: 7,
  sportId: 1,
  matchId: 77,
  marketId: 900 + id,
  optionType: 1,
  odds,
  matchName: 'Hanoi FC – Saigon FC',
  marketName: 'Handicap',
  optionName,
  note: id === 1 ? 'Home side looks sharp' : '',
  createdAt: 1_800_000_000_000,
  followers: 0,
});

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
const callsOf = (id: string) => apiCall.mock.calls.filter(([route]) => route.id === id);

describe('pushed bets', () => {
  it('lists the room’s picks newest first, adds pushed ones live, and hands one to the bet slip', async () => {
    apiCall.mockImplementation(async () => ({ list: [bet(1, 'Hanoi FC -0.5', 1.95)], total: 1 }));
    const open = vi.fn();
    renderWith(<PushedBets streamId={5} onOpenInBetSlip={open} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading picks…');
    const list = await screen.findByRole('list', { name: 'Recommended bets' });
    expect(within(list).getByText('Hanoi FC -0.5 @ 1.95')).toBeInTheDocument();
    expect(within(list).getByText('Home side looks sharp')).toBeInTheDocument();
    expect(callsOf('live.push.order.list2')[0]![1]).toMatchObject({ body: { streamId: 5, pageNum: 1, pageSize: 20 } });

    act(() => topics.get('room:5')!('pushOrder', bet(2, 'Over 2.5', 2.1), 1));
    act(() => topics.get('room:5')!('pushOrder', bet(2, 'Over 2.5', 2.1), 1));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('data-push-order')),
      ).toEqual(['2', '1']),
    );
    const items = within(list).getAllByRole('listitem');
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Add to bet slip' }));
    expect(open).toHaveBeenCalledWith(bet(2, 'Over 2.5', 2.1));
  });

  it('shows how many members followed each pick, and moves the count when the room pushes it again', async () => {
    apiCall.mockImplementation(async () => ({
      list: [bet(2, 'Over 2.5', 2.1), { ...bet(1, 'Hanoi FC -0.5', 1.95), followers: 3 }],
      total: 2,
    }));
    renderWith(<PushedBets streamId={5} />);
    const list = await screen.findByRole('list', { name: 'Recommended bets' });
    const followers = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => [li.getAttribute('data-push-order'), li.querySelector('[data-followers]')?.textContent]);
    expect(followers()).toEqual([
      ['2', 'Followed by 0'],
      ['1', 'Followed by 3'],
    ]);
    act(() => topics.get('room:5')!('pushOrder', { ...bet(1, 'Hanoi FC -0.5', 1.95), followers: 4 }, 2));
    await waitFor(() =>
      expect(followers()).toEqual([
        ['2', 'Followed by 0'],
        ['1', 'Followed by 4'],
      ]),
    );
  });

  it('offers no bet slip button until one is wired, and says when there are no picks', async () => {
    apiCall.mockImplementation(async () => ({ list: [], total: 0 }));
    renderWith(<PushedBets streamId={5} />);
    expect(await screen.findByText("No picks yet. The anchor's recommended bets appear here.")).toBeInTheDocument();
    act(() => topics.get('room:5')!('pushOrder', bet(3, 'Hanoi FC', 2.4), 1));
    expect(await screen.findByText('Hanoi FC @ 2.40')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to bet slip' })).not.toBeInTheDocument();
  });

  it('shows a retry when the picks cannot be loaded', async () => {
    apiCall
      .mockRejectedValueOnce(new NetworkError('down'))
      .mockResolvedValue({ list: [bet(1, 'Hanoi FC -0.5', 1.95)], total: 1 });
    renderWith(<PushedBets streamId={5} />);
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hanoi FC -0.5 @ 1.95')).toBeInTheDocument();
  });
});

function Gate({ signedIn = true }: { signedIn?: boolean }) {
  const fee = useRoomFee(5, signedIn);
  return <RoomFeeGate streamId={5} fee={fee} signedIn={signedIn} />;
}

describe('room fee gate', () => {
  it('shows the fee and pays it once with one key, retrying a lost answer with the same key', async () => {
    let paid = false;
    apiCall.mockImplementation(async (route: { id: string }) => {
      if (route.id === 'live.relation.isFee') return { isFee: true, paid, amount: 500_000, currency: 'VND' };
      if (callsOf('live.relation.fee').length === 1) throw new NetworkError('lost');
      paid = true;
      return { paid: true, amount: 500_000, currency: 'VND', balance: 1_000 };
    });
    renderWith(<Gate />);
    expect(await screen.findByText(/entry fee of ₫5,000/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₫5,000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₫5,000' }));
    await waitFor(() => expect(callsOf('live.relation.fee')).toHaveLength(2));
    const [first, second] = callsOf('live.relation.fee').map(([, opts]) => opts.body);
    expect(first).toEqual({ streamId: 5, idempotencyKey: expect.stringMatching(/^room-fee-/), amount: 500_000 });
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    await waitFor(() => expect(callsOf('live.relation.isFee')).toHaveLength(2));
  });

  it('says why a payment was refused, in the server’s words', async () => {
    apiCall.mockImplementation(async (route: { id: string }) => {
      if (route.id === 'live.relation.isFee') return { isFee: true, paid: false, amount: 500_000, currency: 'VND' };
      throw new ApiError(10401, 'Your VND balance is not enough for the entry fee. Please top up and try again.');
    });
    renderWith(<Gate />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₫5,000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your VND balance is not enough');
  });

  it('#6 names the fee it shows, and when the fee changed shows the new one and asks again', async () => {
    const changed =
      'The entry fee changed to ₫7,000 before you paid. Nothing was charged: confirm the new fee to pay it.';
    apiCall.mockImplementation(async (route: { id: string }, opts: { body: { amount: number } }) => {
      if (route.id === 'live.relation.isFee') return { isFee: true, paid: false, amount: 500_000, currency: 'VND' };
      if (opts.body.amount !== 700_000)
        throw new ApiError(apiCodes.priceChanged.code, changed, { amount: 700_000, currency: 'VND' });
      return { paid: true, amount: 700_000, currency: 'VND', balance: 0 };
    });
    renderWith(<Gate />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₫5,000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(changed);
    expect(screen.getByText(/entry fee of ₫7,000/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₫7,000' }));
    await waitFor(() => expect(callsOf('live.relation.fee')).toHaveLength(2));
    const [first, second] = callsOf('live.relation.fee').map(([, o]) => o.body);
    expect(first.amount).toBe(500_000);
    expect(second.amount).toBe(700_000);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('asks a visitor to log in first', () => {
    renderWith(<Gate signedIn={false} />);
    expect(screen.getByText('This room has an entry fee. Log in to pay it and watch.')).toBeInTheDocument();
    expect(apiCall).not.toHaveBeenCalled();
  });
});

describe('score overlay', () => {
  it('shows the linked match’s score with its teams, and nothing without a match', async () => {
    apiCall.mockImplementation(async (route: { id: string }) => {
      if (route.id === 'live.match.score') return [{ gameId: 77, scores: ['2:1', '1:1'] }];
      return [
        {
          matchId: 77,
          fbId: 77,
          sportId: 1,
          leagueName: 'V.League 1',
          homeName: 'Hanoi FC',
          awayName: 'Saigon FC',
          ms: 5,
          bt: 0,
          hasVideo: true,
          streamId: 5,
          scores: ['2:1'],
        },
      ];
    });
    renderWith(<ScoreOverlay matchId={77} />);
    const score = await screen.findByTestId('match-score');
    expect(score).toHaveTextContent('2 : 1');
    await waitFor(() => expect(score).toHaveAccessibleName('Hanoi FC 2, Saigon FC 1'));
    expect(callsOf('live.match.score')[0]![1]).toMatchObject({ body: { gameIds: [77] } });
  });

  it('asks nothing when the room has no match', () => {
    apiCall.mockResolvedValue([]);
    renderWith(<ScoreOverlay matchId={null} />);
    expect(screen.queryByTestId('match-score')).not.toBeInTheDocument();
    expect(callsOf('live.match.score')).toHaveLength(0);
  });
});

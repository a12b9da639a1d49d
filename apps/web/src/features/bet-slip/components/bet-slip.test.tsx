import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { ApiError, NetworkError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import { formatMoney } from '@/shared/money/format-money';
import { readStored } from '@/shared/storage/storage';
import type { MemberFeed } from '@/shared/realtime/member-feed';
import { placedFor, type createFakePlatform } from '../slip-platform.test-support';
import {
  addSelection,
  renderSlip,
  startSlipTest,
  tick,
  typeInto,
  type FakePlatform,
} from '../slip-render.test-support';

const platform = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakePlatform> | null }));
vi.mock('@/shared/http/sports-client', () => ({
  sportsCall: (path: string, body: Record<string, unknown>) => platform.current!.sportsCall(path, body),
}));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({
    to,
    params,
    search,
    children,
    className,
  }: {
    to: string;
    params: { id: string };
    search: { tab: string };
    children?: ReactNode;
    className?: string;
  }) => (
    <a href={`${to.replace('$id', params.id)}?tab=${search.tab}`} className={className}>
      {children}
    </a>
  ),
}));

let fake: FakePlatform;

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('bet-slip');
});
beforeEach(() => {
  fake = startSlipTest(platform);
});
afterEach(() => vi.useRealTimers());

const add = addSelection;
const type = typeInto;
const stakeFor = (name: string) => screen.getByLabelText(`Stake on ${name}`);
const placeButton = () => screen.getByRole('button', { name: /^Place bets/ });

describe('bet slip: singles', () => {
  it('opens from the launcher and lists the selections', async () => {
    add(1);
    add(2);
    useBetSlip.setState({ open: false });
    await renderSlip();
    fireEvent.click(screen.getByRole('button', { name: 'Open bet slip: 2 selected' }));
    const slip = screen.getByRole('complementary', { name: 'Bet slip' });
    expect(
      within(slip)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Team 1', 'Team 2']);
    expect(screen.getByRole('tab', { name: 'Singles' })).toHaveAttribute('aria-selected', 'true');
  });

  it('refreshes prices at once and every 3 seconds while open, with the parlay series only on the parlay tab', async () => {
    add(1);
    await renderSlip();
    expect(fake.callsTo('JumpLine')).toHaveLength(1);
    expect(fake.callsTo('JumpLine')[0]).toEqual({
      betMatchMarketList: [{ matchId: 901, marketId: 1, type: 1, oddsType: 1 }],
      isSelectSeries: false,
    });
    await tick(3_000);
    expect(fake.callsTo('JumpLine')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Parlay' }));
    await tick();
    expect(fake.callsTo('JumpLine').at(-1)?.isSelectSeries).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close bet slip' }));
    const before = fake.callsTo('JumpLine').length;
    await tick(9_000);
    expect(fake.callsTo('JumpLine')).toHaveLength(before);
  });

  it('parses the typed stake, shows the core return and the range message from the refresh', async () => {
    add(1);
    await renderSlip();
    type(stakeFor('Team 1'), '5');
    expect(screen.getByText(`The minimum stake here is ${formatMoney(1000, 'USD')}.`)).toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
    type(stakeFor('Team 1'), '2000');
    expect(stakeFor('Team 1')).toHaveValue('2,000');
    expect(screen.getByText(`The maximum stake here is ${formatMoney(100000, 'USD')}.`)).toBeInTheDocument();
    // A third decimal is shown and refused, never silently cut or placed.
    type(stakeFor('Team 1'), '20.505abc');
    expect(stakeFor('Team 1')).toHaveValue('20.505');
    expect(screen.getByRole('alert')).toHaveTextContent('At most two decimals.');
    expect(placeButton()).toBeDisabled();
    type(stakeFor('Team 1'), '20.50');
    // 20.50 × 1.85 = 37.925, floored to the cent.
    expect(screen.getByText(`Potential return ${formatMoney(3792, 'USD')}`)).toBeInTheDocument();
    expect(screen.getByTestId('total-stake')).toHaveTextContent(formatMoney(2050, 'USD'));
    expect(placeButton()).toBeEnabled();
  });

  it('types with the keypad and quick stakes, by the float-input rule, and copies the same stake to all', async () => {
    add(1);
    add(2);
    await renderSlip();
    fireEvent.focus(stakeFor('Team 1'));
    const keypad = screen.getByRole('group', { name: 'Stake keypad' });
    for (const k of ['1', '2', '.', '5', '0', '5']) fireEvent.click(within(keypad).getByRole('button', { name: k }));
    expect(stakeFor('Team 1')).toHaveValue('12.50');
    fireEvent.click(within(keypad).getByRole('button', { name: 'Delete last digit' }));
    expect(stakeFor('Team 1')).toHaveValue('12.5');
    fireEvent.click(screen.getByRole('button', { name: `Stake ${formatMoney(5000, 'USD')}` }));
    expect(stakeFor('Team 1')).toHaveValue('50');
    type(screen.getByLabelText('Same stake for all'), '15');
    expect(stakeFor('Team 1')).toHaveValue('15');
    expect(stakeFor('Team 2')).toHaveValue('15');
    expect(screen.getByTestId('total-stake')).toHaveTextContent(formatMoney(3000, 'USD'));
  });

  it('shows moved prices with arrows and a banner; a drop blocks placing until accepted under "better odds"', async () => {
    add(1);
    await renderSlip();
    type(stakeFor('Team 1'), '20');
    fake.market(1, { od: 1.95 });
    await tick(3_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Odds changed on 1 of your selections.');
    expect(screen.getByLabelText('Odds up to 1.95')).toBeInTheDocument();
    expect(screen.getByText(/Your setting accepts these changes/)).toBeInTheDocument();
    expect(placeButton()).toBeEnabled();
    fake.market(1, { od: 1.7 });
    await tick(3_000);
    expect(screen.getByLabelText('Odds down to 1.70')).toBeInTheDocument();
    expect(screen.getByText('Accept the new odds first.')).toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(useBetSlip.getState().selections[0]?.od).toBe(1.7);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(placeButton()).toBeEnabled();
  });

  it('shows suspended and closed lines', async () => {
    add(1);
    add(2);
    fake.market(1, { ss: 0 });
    fake.market(2, { ss: -1 });
    await renderSlip();
    expect(screen.getByText('Suspended: betting pauses for a moment.')).toBeInTheDocument();
    expect(screen.getByText('Closed: this market is no longer on offer.')).toBeInTheDocument();
    type(stakeFor('Team 1'), '20');
    expect(placeButton()).toBeDisabled();
  });

  it('edits the accept-better/any setting and saves it in settings', async () => {
    add(1);
    await renderSlip();
    const setting = screen.getByLabelText('When odds change');
    expect(setting).toHaveValue('1');
    fireEvent.change(setting, { target: { value: '2' } });
    expect(readStored('settings').oddsChange).toBe(2);
  });
});

describe('bet slip: placing', () => {
  it('goes pending, polls every second, then shows accepted and clears the accepted selection', async () => {
    add(1);
    add(2);
    fake.statuses = [[{ oid: '', st: 1 }]];
    let placed: Array<{ id: string }> = [];
    fake.place = (_p, body) => (placed = placedFor(body));
    await renderSlip();
    type(stakeFor('Team 1'), '20');
    fireEvent.click(placeButton());
    await tick();
    const single = fake.callsTo('singlePass')[0] as {
      singleBetList: Array<{ unitStake: number; oddsChange: number; betOptionList: unknown[] }>;
      requestKey: string;
    };
    expect(single.singleBetList).toEqual([
      {
        unitStake: 20,
        oddsChange: 1,
        betOptionList: [{ matchId: 901, marketId: 1, optionType: 1, odds: 1.85, oddsFormat: 1 }],
        thirdRemark: '1_1',
      },
    ]);
    expect(single.requestKey).toMatch(/^slip-/);
    const receipts = screen.getByRole('region', { name: 'Placed bets' });
    expect(within(receipts).getByText('Pending')).toBeInTheDocument();
    fake.statuses = [[{ oid: placed[0]!.id, st: 1 }], [{ oid: placed[0]!.id, st: 4 }]];
    await tick(1_000);
    expect(fake.callsTo('getStakeOrderStatus')[0]).toEqual({ orderIds: [placed[0]!.id] });
    expect(within(receipts).getByText('Pending')).toBeInTheDocument();
    await tick(1_000);
    expect(within(receipts).getByText('Accepted')).toBeInTheDocument();
    expect(useBetSlip.getState().selections.map((s) => s.key)).toEqual(['2_1']);
    const polls = fake.callsTo('getStakeOrderStatus').length;
    await tick(5_000);
    expect(fake.callsTo('getStakeOrderStatus')).toHaveLength(polls);
  });

  it('shows a rejection pushed on the member’s topic with the server’s reason, and keeps the selection', async () => {
    add(1);
    let push: ((data: { oid: string; st: number; rj?: number; rjs?: string }) => void) | null = null;
    const feed: MemberFeed = vi.fn((_userId, _event, onEvent) => {
      push = onEvent as typeof push;
      return () => undefined;
    });
    let placed: Array<{ id: string }> = [];
    fake.place = (_p, body) => (placed = placedFor(body, 1));
    await renderSlip(feed);
    // No socket for a member who has nothing pending.
    expect(feed).not.toHaveBeenCalled();
    type(stakeFor('Team 1'), '20');
    fireEvent.click(placeButton());
    await tick();
    expect(feed).toHaveBeenCalledWith(42, 'order', expect.any(Function), expect.any(Function));
    act(() => push!({ oid: placed[0]!.id, st: 2, rj: 6, rjs: 'Your daily loss limit is reached.' }));
    const receipts = screen.getByRole('region', { name: 'Placed bets' });
    expect(within(receipts).getByText('Rejected')).toBeInTheDocument();
    expect(within(receipts).getByText('Your daily loss limit is reached.')).toBeInTheDocument();
    expect(within(receipts).getByRole('link', { name: 'My limits' })).toHaveAttribute(
      'href',
      '/personal/42?tab=limits',
    );
    expect(within(receipts).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/personal/42?tab=wallet');
    expect(useBetSlip.getState().selections.map((s) => s.key)).toEqual(['1_1']);
  });

  it('retries after no answer with the same request key, and uses a new key for the next bet', async () => {
    add(1);
    add(2);
    let attempts = 0;
    fake.place = (_p, body) => {
      attempts += 1;
      if (attempts === 1) throw new NetworkError('offline');
      return placedFor(body, 4);
    };
    await renderSlip();
    type(stakeFor('Team 1'), '20');
    fireEvent.click(placeButton());
    await tick();
    expect(screen.getByText('No answer from the server.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await tick();
    const keys = fake.callsTo('singlePass').map((b) => b.requestKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(useBetSlip.getState().selections.map((s) => s.key)).toEqual(['2_1']);
    type(stakeFor('Team 2'), '20');
    fireEvent.click(placeButton());
    await tick();
    expect(fake.callsTo('singlePass')[2]?.requestKey).not.toBe(keys[0]);
  });

  it('shows the platform’s message for insufficient balance with a way to deposit', async () => {
    add(1);
    fake.place = () => {
      throw new ApiError(3001, 'Insufficient balance, please deposit first');
    };
    await renderSlip();
    type(stakeFor('Team 1'), '20');
    fireEvent.click(placeButton());
    await tick();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Insufficient balance, please deposit first');
    expect(within(alert).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/personal/42?tab=wallet');
  });

  it('offers to remove closed selections when the market closed', async () => {
    add(1);
    add(2);
    fake.place = () => {
      throw new ApiError(3002, 'This market is closed, please pick another selection');
    };
    await renderSlip();
    type(stakeFor('Team 1'), '20');
    fireEvent.click(placeButton());
    await tick();
    fake.market(1, { ss: -1 });
    await tick(3_000);
    fireEvent.click(screen.getByRole('button', { name: 'Remove closed selections' }));
    expect(useBetSlip.getState().selections.map((s) => s.key)).toEqual(['2_1']);
  });
});

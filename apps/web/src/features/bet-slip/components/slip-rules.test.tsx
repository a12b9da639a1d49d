import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { initI18n } from '@/shared/i18n/i18n';
import { formatMoney } from '@/shared/money/format-money';
import { useSession } from '@/shared/session/session-store';
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
  }: {
    to: string;
    params: { id: string };
    search: { tab: string };
    children?: ReactNode;
  }) => <a href={`${to.replace('$id', params.id)}?tab=${search.tab}`}>{children}</a>,
}));

let fake: FakePlatform;

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('bet-slip');
});
beforeEach(() => {
  fake = startSlipTest(platform);
  // The countdown reads the clock: it moves with the timers here.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  useSession.setState({ balance: null });
});
afterEach(() => vi.useRealTimers());

const stakeFor = (name: string) => screen.getByLabelText(`Stake on ${name}`);
const placeButton = () => screen.getByRole('button', { name: /^Place bets/ });
const receipts = () => screen.getByRole('region', { name: 'Placed bets' });
const openParlay = async () => {
  fireEvent.click(screen.getByRole('tab', { name: 'Parlay' }));
  await tick();
};

describe('slip rules: a slip you can trust', () => {
  it('locks the slip with a countdown while a live single waits its in-play delay', async () => {
    addSelection(1);
    fake.market(1, { ip: 1 });
    let placed: Array<{ id: string }> = [];
    fake.place = (_p, body) => (placed = placedFor(body, 1).map((o) => ({ ...o, dl: 5_000 })));
    fake.statuses = [[{ oid: '', st: 1 }]];
    await renderSlip();
    typeInto(stakeFor('Team 1'), '20');
    fireEvent.click(placeButton());
    await tick();
    fake.statuses = [[{ oid: placed[0]!.id, st: 1 }]];
    const lock = screen.getByTestId('delay-lock');
    expect(within(lock).getByRole('timer', { name: 'Seconds left: 5' })).toHaveTextContent('5');
    expect(lock).toHaveTextContent('Confirming your live bet');
    expect(stakeFor('Team 1')).toBeDisabled();
    expect(placeButton()).toBeDisabled();
    await tick(2_000);
    expect(within(lock).getByRole('timer', { name: 'Seconds left: 3' })).toBeInTheDocument();
    // The delay is over: still locked until the platform answers, then free again.
    await tick(3_000);
    expect(screen.getByTestId('delay-lock')).toHaveTextContent('Waiting for the answer…');
    expect(placeButton()).toBeDisabled();
    fake.statuses = [[{ oid: placed[0]!.id, st: 2, rj: 4, rjs: 'Suspended' }]];
    await tick(1_000);
    expect(screen.queryByTestId('delay-lock')).not.toBeInTheDocument();
    expect(stakeFor('Team 1')).toBeEnabled();
  });

  it('clears the stakes it placed, so pressing Place again bets nothing twice', async () => {
    addSelection(1);
    addSelection(2);
    fake.place = (_p, body) => placedFor(body, 2);
    await renderSlip();
    typeInto(screen.getByLabelText('Same stake for all'), '20');
    fireEvent.click(placeButton());
    await tick();
    // Rejected: the selections stay to try again, their stakes do not.
    expect(stakeFor('Team 1')).toHaveValue('');
    expect(stakeFor('Team 2')).toHaveValue('');
    expect(screen.getByLabelText('Same stake for all')).toHaveValue('');
    expect(placeButton()).toBeDisabled();
  });

  it('never carries a treble’s or accumulator’s stake over to other legs', async () => {
    addSelection(1, 7);
    addSelection(2, 8);
    addSelection(3, 9);
    fake.market(3);
    fake.series = [
      { sn: 2, in: 3, sodd: 10, mi: 1, mx: 100 },
      { sn: 3, in: 1, sodd: 6, mi: 1, mx: 100 },
      { sn: 0, in: 4, sodd: 16, mi: 1, mx: 100 },
    ];
    await renderSlip();
    await openParlay();
    typeInto(screen.getByLabelText('Stake per bet, 3-fold accumulator'), '10');
    expect(screen.getByLabelText('Stake per bet, 3-fold accumulator')).toHaveValue('10');
    // A fourth leg: "3" now means four trebles, a bet nobody asked for.
    addSelection(4, 10);
    fake.market(4);
    fake.series = [
      { sn: 2, in: 6, sodd: 20, mi: 1, mx: 100 },
      { sn: 3, in: 4, sodd: 20, mi: 1, mx: 100 },
      { sn: 4, in: 1, sodd: 8, mi: 1, mx: 100 },
      { sn: 0, in: 11, sodd: 48, mi: 1, mx: 100 },
    ];
    await tick();
    expect(screen.getByLabelText('Stake per bet, Trebles ×4')).toHaveValue('');
    expect(screen.getByLabelText('Stake per bet, 4-fold accumulator')).toHaveValue('');
    expect(screen.getByTestId('total-stake')).toHaveTextContent(formatMoney(0, 'USD'));
    expect(placeButton()).toBeDisabled();
    // And after placing, the series stakes are gone too.
    typeInto(screen.getByLabelText('Stake per bet, 4-fold accumulator'), '10');
    fake.place = (_p, body) => placedFor(body, 2);
    fireEvent.click(placeButton());
    await tick();
    expect(screen.getByLabelText('Stake per bet, 4-fold accumulator')).toHaveValue('');
  });

  it('keeps one receipt: the last placement’s, cleared when the slip closes', async () => {
    addSelection(1);
    addSelection(2);
    fake.place = (_p, body) => placedFor(body, 2);
    await renderSlip();
    typeInto(stakeFor('Team 1'), '20');
    fireEvent.click(placeButton());
    await tick();
    typeInto(stakeFor('Team 2'), '30');
    fireEvent.click(placeButton());
    await tick();
    expect(within(receipts()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(receipts()).getByText(formatMoney(3_000, 'USD'), { exact: false })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close bet slip' }));
    act(() => useBetSlip.getState().setOpen(true));
    expect(screen.queryByRole('region', { name: 'Placed bets' })).not.toBeInTheDocument();
  });

  it('warns before Place when the stake is above the balance, with a way to deposit', async () => {
    addSelection(1);
    useSession.setState({ balance: 1_500 });
    await renderSlip();
    typeInto(stakeFor('Team 1'), '10');
    expect(screen.queryByTestId('over-balance')).not.toBeInTheDocument();
    expect(placeButton()).toBeEnabled();
    typeInto(stakeFor('Team 1'), '20');
    const warning = screen.getByTestId('over-balance');
    expect(warning).toHaveTextContent(
      `Your stake of ${formatMoney(2_000, 'USD')} is more than your balance of ${formatMoney(1_500, 'USD')}.`,
    );
    expect(within(warning).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/personal/42?tab=wallet');
    expect(placeButton()).toBeDisabled();
    expect(fake.callsTo('singlePass')).toHaveLength(0);
  });

  it('shows the combined odds of the parlay before any stake is typed', async () => {
    addSelection(1, 7, 1.85);
    addSelection(2, 8, 2);
    await renderSlip();
    await openParlay();
    expect(screen.getByTestId('combined-odds')).toHaveTextContent('3.70');
    expect(screen.getByText('Combined odds')).toBeInTheDocument();
  });
});

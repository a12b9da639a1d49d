import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { formatMoney } from '@/shared/money/format-money';
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

describe('bet slip: parlay', () => {
  it('offers series only for legs of different matches that allow parlays, and says why the others are out', async () => {
    add(1, 7);
    add(3, 7);
    fake.market(3);
    await renderSlip();
    fireEvent.click(screen.getByRole('tab', { name: 'Parlay' }));
    await tick();
    expect(screen.getByText('Not in the parlay: another selection of this match is in it.')).toBeInTheDocument();
    expect(
      screen.getByText('Add selections from at least two different matches to build a parlay.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Parlay bets' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Place bets/ })).toBeDisabled();
  });

  it('stakes per sub-bet with the core return, the per-bet range, and places the series on the legs', async () => {
    add(1, 7);
    add(2, 8, 2);
    add(4, 9, 3);
    fake.market(4, { od: 3 });
    fake.series = [
      { sn: 2, in: 3, sodd: 14.55, mi: 1, mx: 100 },
      { sn: 3, in: 1, sodd: 11.1, mi: 1, mx: 100 },
      { sn: 0, in: 4, sodd: 25.65, mi: 1, mx: 50 },
    ];
    fake.place = (_p, body) => placedFor(body);
    await renderSlip();
    fireEvent.click(screen.getByRole('tab', { name: 'Parlay' }));
    await tick();
    const series = screen.getByRole('list', { name: 'Parlay bets' });
    expect(
      within(series)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent),
    ).toEqual(['Doubles ×3', '3-fold accumulator', 'Full system, 3 legs ×4']);
    type(screen.getByLabelText('Stake per bet, Doubles ×3'), '10');
    // 10 × (1.85×2 + 1.85×3 + 2×3) = 37 + 55.5 + 60.
    expect(
      screen.getByText(`Stake ${formatMoney(3000, 'USD')} · potential return ${formatMoney(15250, 'USD')}`),
    ).toBeInTheDocument();
    type(screen.getByLabelText('Stake per bet, Full system, 3 legs ×4'), '60');
    expect(screen.getByText(`The maximum stake here is ${formatMoney(5000, 'USD')}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Place bets/ })).toBeDisabled();
    type(screen.getByLabelText('Stake per bet, Full system, 3 legs ×4'), '');
    fireEvent.click(screen.getByRole('button', { name: /^Place bets/ }));
    await tick();
    const body = fake.callsTo('betMultiple')[0] as {
      betOptionList: Array<{ marketId: number }>;
      betMultipleData: unknown[];
      requestKey: string;
    };
    expect(body.betOptionList.map((l) => l.marketId)).toEqual([1, 2, 4]);
    expect(body.betMultipleData).toEqual([{ seriesValue: 2, unitStake: 10, oddsChange: 1, thirdRemark: 'series-2' }]);
    expect(within(screen.getByRole('region', { name: 'Placed bets' })).getByText('Doubles ×3')).toBeInTheDocument();
  });

  it('leaves out a leg whose market does not allow parlays', async () => {
    add(1, 7);
    add(2, 8);
    fake.market(2, { au: 0 });
    await renderSlip();
    fireEvent.click(screen.getByRole('tab', { name: 'Parlay' }));
    await tick();
    expect(screen.getByText('Not in the parlay: this market cannot be combined.')).toBeInTheDocument();
    expect(
      screen.getByText('Add selections from at least two different matches to build a parlay.'),
    ).toBeInTheDocument();
  });
});

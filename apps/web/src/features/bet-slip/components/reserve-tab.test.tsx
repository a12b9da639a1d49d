import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { formatMoney } from '@/shared/money/format-money';
import type { createFakePlatform } from '../slip-platform.test-support';
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

describe('bet slip: reserve', () => {
  it('reads the limits, asks a target above the price, caps the stake by the max-win basis, and reserves', async () => {
    add(1);
    fake.other = (path) => {
      if (path.endsWith('reserve/getBetParameter'))
        return { mid: 1, mis: 10, mms: 500, mly: 1000, mod: 5.55, od: 1.85, scl: 2, msf: 1 };
      throw new Error(path);
    };
    fake.place = () => ({ id: '77', st: 0 });
    await renderSlip();
    fireEvent.click(screen.getByRole('tab', { name: 'Reserve' }));
    await tick();
    expect(fake.callsTo('reserve/getBetParameter')[0]).toEqual({ matchId: 901, marketId: 1, optionType: 1 });
    const target = screen.getByLabelText('Target odds (European)');
    type(target, '1.5');
    expect(screen.getByText('The target must be above the current odds (1.85).')).toBeInTheDocument();
    type(target, '6');
    expect(screen.getByText('The target can be at most 5.55.')).toBeInTheDocument();
    type(target, '3.5');
    // 1000 / (3.5 − 1) = 400, below the 500 maximum.
    expect(
      screen.getByText(`stake ${formatMoney(1000, 'USD')} to ${formatMoney(40000, 'USD')}`, { exact: false }),
    ).toBeInTheDocument();
    type(screen.getByLabelText('Reserve stake'), '450');
    expect(screen.getByText(`The maximum stake here is ${formatMoney(40000, 'USD')}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve bet' })).toBeDisabled();
    type(screen.getByLabelText('Reserve stake'), '20');
    expect(screen.getByText(`Potential return ${formatMoney(7000, 'USD')}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reserve bet' }));
    await tick();
    const body = fake.callsTo('reserve/bet')[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      unitStake: 20,
      betOptionList: [{ matchId: 901, marketId: 1, optionType: 1, odds: 3.5, oddsFormat: 1 }],
    });
    expect(body.requestKey).toMatch(/^reserve-/);
    expect(screen.getByRole('status')).toHaveTextContent('Reserved: your bet is placed when the odds reach 3.50.');
  });

  it('says so when no selection is open for betting', async () => {
    add(1);
    fake.market(1, { ss: 0 });
    await renderSlip();
    fireEvent.click(screen.getByRole('tab', { name: 'Reserve' }));
    await tick();
    expect(screen.getByText('Add a selection that is open for betting to reserve a bet on it.')).toBeInTheDocument();
  });

  it('shows the app’s My bets in its tab', async () => {
    await renderSlip();
    fireEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    expect(screen.getByText('Open bets here')).toBeInTheDocument();
  });
});

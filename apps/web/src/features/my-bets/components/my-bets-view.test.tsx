import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { formatMoney } from '@/shared/money/format-money';
import { betOrder, betPage, leg } from '../my-bets.test-support';
import { callsTo, routes } from '../fake-sports-client.test-support';
import { renderView, setUpMyBetsView, tick } from './my-bets-view.test-support';

const usd = (minor: number) => formatMoney(minor, 'USD');

vi.mock('@/shared/http/sports-client', async () => ({
  sportsCall: (await import('../fake-sports-client.test-support')).fakeSportsCall,
}));

setUpMyBetsView();

describe('my bets: open bets and cash-out', () => {
  it('lists open bets with sums, and polls cash-out prices every 3 s for the visible ones', async () => {
    routes.current.set('new/bet/list', () =>
      betPage([betOrder('1'), betOrder('2', { co: 0 })], [{ cid: 2, ct: 2, sa: 20, pa: 0, cwl: 0 }]),
    );
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', amt: 1.234, st: 0, smis: 2, pmis: 2 }] }));
    await renderView();
    expect(callsTo('new/bet/list')[0]).toEqual({ isSettled: false, current: 1, size: 30 });
    expect(screen.getByRole('list', { name: 'Totals' })).toHaveTextContent('Bets: 2');
    await tick(250);
    expect(callsTo('cashOut/price')).toEqual([{ orderIds: ['1'] }]);
    // 10.00 × 1.234 = 12.34, above the stake: green.
    const button = screen.getByRole('button', { name: `Cash out ${usd(1234)}` });
    expect(within(button).getByText(`${usd(1234)}`)).toHaveAttribute('data-tone', 'profit');
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', amt: 0.8, st: 0, smis: 2, pmis: 2 }] }));
    await tick(3_000);
    expect(callsTo('cashOut/price')).toHaveLength(2);
    expect(
      within(screen.getByRole('button', { name: `Cash out ${usd(800)}` })).getByText(`${usd(800)}`),
    ).toHaveAttribute('data-tone', 'loss');
  });

  it('says when a bet cannot be cashed out right now', async () => {
    routes.current.set('new/bet/list', () => betPage([betOrder('1')]));
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', st: 2 }] }));
    await renderView();
    await tick(250);
    expect(screen.getByText('Cash-out unavailable right now')).toBeInTheDocument();
  });

  it('cashes out part of the stake (at least the minimum) at the price shown, then shows the payout and the balance', async () => {
    routes.current.set('new/bet/list', () => betPage([betOrder('1', { sat: 10, cots: 2 })]));
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', amt: 1.5, st: 0, smis: 2, pmis: 5 }] }));
    routes.current.set('cashOut/bet', () => ({ id: 'c1', st: 4, cops: 4.5 }));
    await renderView();
    await tick(250);
    // 8.00 still riding × 1.5.
    fireEvent.click(screen.getByRole('button', { name: `Cash out ${usd(1200)}` }));
    const dialog = screen.getByRole('dialog', { name: 'Cash out' });
    fireEvent.click(within(dialog).getByLabelText('Cash out part of the stake'));
    const part = within(dialog).getByLabelText(/Stake to cash out/);
    fireEvent.change(part, { target: { value: '1.5' } });
    expect(within(dialog).getByText(`Cash out at least ${usd(200)}, or cash out everything.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Confirm cash-out/ })).toBeDisabled();
    fireEvent.change(part, { target: { value: '9' } });
    expect(within(dialog).getByText(`You can cash out at most ${usd(800)}.`)).toBeInTheDocument();
    fireEvent.change(part, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: `Confirm cash-out ${usd(450)}` }));
    await tick();
    const body = callsTo('cashOut/bet')[0]!;
    expect(body).toMatchObject({ orderId: '1', cashOutStake: 3, unitCashOutPayoutStake: 1.5, parlay: false });
    expect(body.requestKey).toMatch(/^cashout-/);
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Cashed out ${usd(450)}.`);
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Your balance is now ${usd(123456)}.`);
    expect(callsTo('new/bet/list').length).toBeGreaterThan(1);
  });

  it('keeps showing a full cash-out’s payout after the bet leaves the open list', async () => {
    let open = [betOrder('1')];
    routes.current.set('new/bet/list', () => betPage(open));
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', amt: 1.5, st: 0, smis: 2, pmis: 2 }] }));
    routes.current.set('cashOut/bet', () => {
      open = [];
      return { id: 'c1', st: 4, cops: 15 };
    });
    await renderView();
    await tick(250);
    fireEvent.click(screen.getByRole('button', { name: `Cash out ${usd(1500)}` }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Cash out' })).getByRole('button', {
        name: `Confirm cash-out ${usd(1500)}`,
      }),
    );
    await tick();
    await tick();
    expect(screen.getByText('You have no open bets.')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Cash out' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Cashed out ${usd(1500)}.`);
    fireEvent.click(within(within(dialog).getByRole('status')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Cash out' })).toBeNull();
  });

  it('keeps an open cash-out dialog and its choices through a suspended quote', async () => {
    routes.current.set('new/bet/list', () => betPage([betOrder('1')]));
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', amt: 1.5, st: 0, smis: 2, pmis: 2 }] }));
    await renderView();
    await tick(250);
    fireEvent.click(screen.getByRole('button', { name: `Cash out ${usd(1500)}` }));
    const dialog = screen.getByRole('dialog', { name: 'Cash out' });
    fireEvent.click(within(dialog).getByLabelText('Cash out part of the stake'));
    fireEvent.change(within(dialog).getByLabelText(/Stake to cash out/), { target: { value: '4' } });
    // A goal suspends the market: no price for a moment, then a new one.
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', st: 2 }] }));
    await tick(3_000);
    expect(screen.getByRole('dialog', { name: 'Cash out' })).toBe(dialog);
    expect(within(dialog).getByText('Cash-out unavailable right now')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Confirm cash-out/ })).toBeDisabled();
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', amt: 1.25, st: 0, smis: 2, pmis: 2 }] }));
    await tick(3_000);
    expect(within(dialog).getByLabelText('Cash out part of the stake')).toBeChecked();
    expect(within(dialog).getByRole('button', { name: `Confirm cash-out ${usd(500)}` })).toBeEnabled();
  });

  it('follows a cash-out the platform confirms later, and retries one that got no answer with the same key', async () => {
    routes.current.set('new/bet/list', () =>
      betPage([betOrder('1', { sert: 1, bt: '2x1*1', sv: 2, al: 2, ic: 2, ops: [leg(), leg({ mid: 78 })] })]),
    );
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', amt: 1.2, st: 0, smis: 2, pmis: 5 }] }));
    let attempt = 0;
    routes.current.set('cashOut/bet', () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('network down');
      return { id: 'c9', st: 1 };
    });
    routes.current.set('getCashOutsByIds', () => [
      {
        id: 'c9',
        createTime: 1,
        cashOutStake: 10,
        cashOutPayoutStake: 12,
        cashOutProfitStake: 2,
        orderStatus: 4,
        cancelTime: null,
        remark: null,
        cancelReasonCode: null,
        cancelCashOutAmountTo: null,
        orderId: '1',
        currencyId: 2,
        exchangeRate: 1,
      },
    ]);
    await renderView();
    await tick(250);
    fireEvent.click(screen.getByRole('button', { name: `Cash out ${usd(1200)}` }));
    const dialog = screen.getByRole('dialog', { name: 'Cash out' });
    fireEvent.click(within(dialog).getByRole('button', { name: `Confirm cash-out ${usd(1200)}` }));
    await tick();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No answer from the server.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await tick();
    const keys = callsTo('cashOut/bet').map((b) => b.requestKey);
    expect(keys[1]).toBe(keys[0]);
    expect(callsTo('cashOut/bet')[1]).toMatchObject({ parlay: true, cashOutStake: 10 });
    await tick(1_000);
    expect(callsTo('getCashOutsByIds')[0]).toEqual({ ids: ['c9'] });
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Cashed out ${usd(1200)}.`);
  });

  it('shows the platform’s refusal of a changed quote, asks the new price at once, and confirms only at it', async () => {
    routes.current.set('new/bet/list', () => betPage([betOrder('1')]));
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', amt: 1.2, st: 0 }] }));
    routes.current.set('cashOut/bet', () => {
      throw new ApiError(17016, 'The cash-out price has changed, please check the new price');
    });
    await renderView();
    await tick(250);
    fireEvent.click(screen.getByRole('button', { name: `Cash out ${usd(1200)}` }));
    const dialog = screen.getByRole('dialog', { name: 'Cash out' });
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', amt: 1.1, st: 0 }] }));
    const asked = callsTo('cashOut/price').length;
    fireEvent.click(within(dialog).getByRole('button', { name: `Confirm cash-out ${usd(1200)}` }));
    await tick();
    expect(screen.getByRole('alert')).toHaveTextContent('The cash-out price has changed, please check the new price');
    // Well before the next 3 s poll.
    expect(callsTo('cashOut/price')).toHaveLength(asked + 1);
    expect(within(dialog).getByRole('button', { name: `Confirm cash-out ${usd(1100)}` })).toBeEnabled();
  });
});

describe('my bets: settled, detail, states', () => {
  it('asks settled bets by period and shows payout and win/loss sums', async () => {
    routes.current.set('new/bet/list', () =>
      betPage(
        [betOrder('5', { st: 5, sa: 18.5, co: 0, ops: [leg({ sr: 4, rs: '2-1', bsc: 'S: 0-0' })] })],
        [{ cid: 2, ct: 1, sa: 10, pa: 18.5, cwl: 8.5 }],
      ),
    );
    await renderView();
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    await tick();
    const first = callsTo('new/bet/list').at(-1)!;
    expect(first).toMatchObject({ isSettled: true, timeType: 2, current: 1 });
    expect((first.endTime as number) - (first.startTime as number)).toBeGreaterThan(6 * 86_400_000);
    fireEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await tick();
    const today = callsTo('new/bet/list').at(-1)!;
    expect((today.endTime as number) - (today.startTime as number)).toBe(86_400_000 - 1);
    expect(screen.getByRole('list', { name: 'Totals' })).toHaveTextContent(`Win/loss ${usd(850)}`);
    expect(screen.getByText(`Paid ${usd(1850)}`)).toBeInTheDocument();
  });

  it('badges each settled bet Won, Lost, Cashed out or Void, and names parlays as the slip does', async () => {
    const settled = { st: 5, co: 0 as const };
    routes.current.set('new/bet/list', () =>
      betPage([
        betOrder('1', { ...settled, sa: 18.5, ops: [leg({ sr: 4 })] }),
        betOrder('2', { ...settled, sa: 0, ops: [leg({ sr: 3 })] }),
        betOrder('3', { ...settled, sa: 7.2, coc: 1, cots: 10, cops: 7.2, ops: [leg({ sr: 0 })] }),
        betOrder('4', {
          ...settled,
          sert: 1,
          bt: '3x1*4',
          sv: 3,
          al: 4,
          ic: 4,
          bn: 4,
          sat: 40,
          sa: 40,
          ops: [7, 7, 7, 7].map((sr) => leg({ sr })),
        }),
      ]),
    );
    await renderView();
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    await tick();
    const badge = (id: string) => document.querySelector(`article[data-order="${id}"] [data-outcome]`);
    expect(['1', '2', '3', '4'].map((id) => badge(id)?.textContent)).toEqual(['Won', 'Lost', 'Cashed out', 'Void']);
    expect(screen.queryByText('Settled', { selector: '[data-outcome]' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Trebles ×4' })).toBeInTheDocument();
  });

  it('opens a bet’s detail with each leg: market, option, odds taken, score at bet time, result and outcome', async () => {
    const parlay = betOrder('7', {
      sert: 1,
      bt: '2x1*1',
      sv: 2,
      al: 2,
      ic: 2,
      ops: [
        leg({ onm: 'Alpha -0.5', mgn: 'Handicap', od: 1.9, bsc: 'S: 1-0', rs: '2-0', sr: 4 }),
        leg({ onm: 'Over 2.5', mgn: 'Total goals', od: 2.05, sr: 3, rs: '1-1' }),
      ],
    });
    routes.current.set('new/bet/list', () => betPage([parlay]));
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [] }));
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Details of Double' }));
    const legs = within(screen.getByRole('dialog', { name: 'Bet details' })).getByRole('list', { name: 'Selections' });
    const [a, b] = within(legs).getAllByRole('listitem');
    expect(a).toHaveTextContent('Alpha -0.5');
    expect(a).toHaveTextContent('Handicap');
    expect(a).toHaveTextContent('1.90');
    expect(a).toHaveTextContent('S: 1-0');
    expect(a).toHaveTextContent('2-0');
    expect(a).toHaveTextContent('Won');
    expect(b).toHaveTextContent('Before kick-off');
    expect(b).toHaveTextContent('Lost');
  });

  it('shows empty, then error with a retry', async () => {
    routes.current.set('new/bet/list', () => betPage([]));
    await renderView();
    expect(screen.getByText('You have no open bets.')).toBeInTheDocument();
    routes.current.set('new/bet/list', () => {
      throw new ApiError(14051, 'The date range is too long');
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    await tick();
    expect(screen.getByRole('alert')).toHaveTextContent('The date range is too long');
    routes.current.set('new/bet/list', () => betPage([]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await tick();
    expect(screen.getByText('No settled bets in this period.')).toBeInTheDocument();
  });
});

describe('my bets: reserve bets', () => {
  const reserve = (id: string, rst: number, fr?: number) => ({
    id,
    sat: 20,
    cte: 1_799_990_000_000,
    rst,
    cid: 2,
    p: 1,
    ...(fr ? { fr } : {}),
    ops: [{ ...leg({ onm: `Pick ${id}`, od: 3.5 }) }],
  });

  it('lists pending reserve bets and cancels one after confirming', async () => {
    let pending = [reserve('r1', 0), reserve('r2', 0)];
    routes.current.set('reserve/betList', () => ({
      ods: pending,
      sts: [{ cid: 2, ct: pending.length, sa: 40, mw: 100 }],
    }));
    routes.current.set('reserve/cancel', (body) => {
      pending = pending.filter((r) => r.id !== body.reserveId);
      return true;
    });
    await renderView();
    fireEvent.click(screen.getByRole('tab', { name: 'Reserve bets' }));
    await tick();
    expect(callsTo('reserve/betList')[0]).toEqual({ isFailed: false });
    const list = screen.getByRole('list', { name: 'Pending' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('listitem', { name: 'Pick r1' })).toHaveTextContent('Target 3.50');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reserve bet Pick r1' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this reserve bet?' })).getByRole('button', {
        name: 'Cancel reserve bet',
      }),
    );
    await tick();
    expect(callsTo('reserve/cancel')).toEqual([{ reserveId: 'r1' }]);
    expect(within(screen.getByRole('list', { name: 'Pending' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it("changes a pending reserve bet's target and stake, checking the format here and showing the platform's refusal", async () => {
    let pending = [reserve('r1', 0)];
    routes.current.set('reserve/betList', () => ({ ods: pending, sts: [] }));
    routes.current.set('reserve/update', (body) => {
      if (body.odds === 3.6) throw new ApiError(17103, 'The target must be above the current price.');
      pending = [
        {
          ...reserve('r1', 0),
          sat: body.unitStake as number,
          ops: [{ ...leg({ onm: 'Pick r1', od: body.odds as number }) }],
        },
      ];
      return true;
    });
    await renderView();
    fireEvent.click(screen.getByRole('tab', { name: 'Reserve bets' }));
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Change reserve bet Pick r1' }));
    const dialog = screen.getByRole('dialog', { name: 'Change reserve bet: Pick r1' });
    const target = within(dialog).getByLabelText('Target price');
    const stake = within(dialog).getByLabelText('Stake');
    expect(target).toHaveValue('3.5');
    expect(stake).toHaveValue('20');

    fireEvent.change(stake, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter an amount.');
    expect(callsTo('reserve/update')).toEqual([]);

    fireEvent.change(stake, { target: { value: '35.5' } });
    fireEvent.change(target, { target: { value: '3.6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await tick();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The target must be above the current price.');

    fireEvent.change(target, { target: { value: '4.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await tick();
    expect(callsTo('reserve/update').at(-1)).toEqual({ reserveId: 'r1', odds: 4.25, unitStake: 35.5 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = within(screen.getByRole('list', { name: 'Pending' })).getByRole('listitem', { name: 'Pick r1' });
    expect(row).toHaveTextContent('Target 4.25');
    expect(row).toHaveTextContent(`Stake ${usd(3550)}`);
  });

  it('lists failed reserve bets in a range with why they failed', async () => {
    routes.current.set('reserve/betList', (body) => ({ ods: body.isFailed ? [reserve('r3', 2, 4)] : [], sts: [] }));
    await renderView();
    fireEvent.click(screen.getByRole('tab', { name: 'Reserve bets' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Failed' }));
    await tick();
    const body = callsTo('reserve/betList').at(-1)!;
    expect(body).toMatchObject({ isFailed: true });
    expect(body.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(screen.getByText('The market was settled before the price was reached.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel reserve bet/ })).not.toBeInTheDocument();
  });
});

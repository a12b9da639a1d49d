import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { formatMoney } from '@/shared/money/format-money';
import { betOrder, betPage } from '../my-bets.test-support';
import { callsTo, routes } from '../fake-sports-client.test-support';
import { renderView, setUpMyBetsView, tick } from './my-bets-view.test-support';

const usd = (minor: number) => formatMoney(minor, 'USD');

vi.mock('@/shared/http/sports-client', async () => ({
  sportsCall: (await import('../fake-sports-client.test-support')).fakeSportsCall,
}));

setUpMyBetsView();
const reserved = (st: number) => ({ id: 'r1', ct: 1, cst: 10, cops: 15, st, unps: 1.5, oid: '1' });

describe('my bets: automatic cash-out', () => {
  it('sets a target above the value now and at most the most the stake returns, and shows the platform’s refusal', async () => {
    routes.current.set('new/bet/list', () => betPage([betOrder('1')]));
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', amt: 1.2, st: 0, smis: 2, pmis: 2 }] }));
    let answer: () => unknown = () => {
      throw new ApiError(17002, 'This bet already has an automatic cash-out, cancel it first');
    };
    routes.current.set('cashOutReserve/bet', () => answer());
    await renderView();
    await tick(250);
    fireEvent.click(screen.getByRole('button', { name: `Cash out ${usd(1200)}` }));
    const dialog = screen.getByRole('dialog', { name: 'Cash out' });
    fireEvent.click(within(dialog).getByLabelText('Cash out automatically when the value reaches…'));
    const target = within(dialog).getByLabelText(/once its value reaches/);
    const submit = within(dialog).getByRole('button', { name: 'Set automatic cash-out' });
    fireEvent.change(target, { target: { value: '12' } });
    expect(within(dialog).getByText(`Set a target above the value now (${usd(1200)}).`)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    // The order's most return is 18.50 on its 10.00.
    fireEvent.change(target, { target: { value: '18.6' } });
    expect(within(dialog).getByText(`The target can be at most ${usd(1850)}`, { exact: false })).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(target, { target: { value: '15' } });
    fireEvent.click(submit);
    await tick();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This bet already has an automatic cash-out, cancel it first',
    );

    answer = () => reserved(0);
    const listed = callsTo('new/bet/list').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set automatic cash-out' }));
    await tick();
    const body = callsTo('cashOutReserve/bet').at(-1)!;
    expect(body).toMatchObject({ orderId: '1', cashOutStake: 10, cashOutPayoutStake: 15, parlay: false });
    expect(body.requestKey).toMatch(/^cashout-/);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      `Automatic cash-out set: ${usd(1000)} of the stake is cashed out once its value reaches ${usd(1500)}.`,
    );
    expect(callsTo('new/bet/list').length).toBeGreaterThan(listed);
  });

  it('shows the pending one on the bet, still offers cash-out by hand, and cancels it', async () => {
    let rcool = [reserved(0)];
    routes.current.set('new/bet/list', () => betPage([betOrder('1', { rcool })]));
    routes.current.set('cashOut/price', () => ({
      mxc: 5,
      pr: [{ oid: '1', amt: 1.2, st: 101, rcs: '15.00', smis: 2, pmis: 2 }],
    }));
    routes.current.set('cashOutReserve/cancel', () => {
      rcool = [reserved(3)];
      return true;
    });
    await renderView();
    await tick(250);
    expect(screen.getByText(`Auto cash-out at ${usd(1500)}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Cash out ${usd(1200)}` }));
    const dialog = screen.getByRole('dialog', { name: 'Cash out' });
    expect(within(dialog).getByLabelText('Cash out automatically when the value reaches…')).toBeDisabled();
    expect(within(dialog).getByText(/already has an automatic cash-out/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: `Cancel automatic cash-out at ${usd(1500)}` }));
    await tick();
    expect(callsTo('cashOutReserve/cancel')).toEqual([{ reserveCashOutId: 'r1' }]);
    expect(screen.queryByText(`Auto cash-out at ${usd(1500)}`)).not.toBeInTheDocument();
  });

  it('asks for the bets again once the polled quote says the automatic cash-out was taken', async () => {
    let order = betOrder('1', { rcool: [reserved(0)] });
    routes.current.set('new/bet/list', () => betPage([order]));
    routes.current.set('cashOut/price', () => ({
      mxc: 5,
      pr: [{ oid: '1', amt: 1.2, st: 101, rcs: '15.00', smis: 2, pmis: 2 }],
    }));
    await renderView();
    await tick(250);
    const listed = callsTo('new/bet/list').length;
    await tick(3_000);
    expect(callsTo('new/bet/list')).toHaveLength(listed);

    order = betOrder('1', { st: 5, sa: 15.5, co: 0, rcool: [{ ...reserved(4), cops: 15.5 }] });
    routes.current.set('cashOut/price', () => ({ mxc: 5, pr: [{ oid: '1', st: 2 }] }));
    await tick(3_000);
    await tick(50);
    expect(callsTo('new/bet/list').length).toBeGreaterThan(listed);
    expect(screen.queryByText(`Auto cash-out at ${usd(1500)}`)).not.toBeInTheDocument();
  });
});

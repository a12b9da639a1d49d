import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { formatMoney } from '@/shared/money/format-money';
import { callsTo, routes } from '../fake-sports-client.test-support';
import { betOrder, betPage, leg } from '../my-bets.test-support';
import { renderView, setUpMyBetsView, tick } from './my-bets-view.test-support';

vi.mock('@/shared/http/sports-client', async () => ({
  sportsCall: (await import('../fake-sports-client.test-support')).fakeSportsCall,
}));

setUpMyBetsView();
afterEach(async () => {
  await changeLanguage('en');
});

const VND = 1000;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(`my-bets:${key}`, options ?? {});
// A label's text is matched with its spaces collapsed: money's no-break space (10.000 ₫) reads as a space.
const label = (key: string, options?: Record<string, unknown>) => t(key, options).replace(/\s+/g, ' ');
const vnd = (minor: number) => formatMoney(minor, 'VND');

describe('my bets: amounts in the shared amount field (vi, VND)', () => {
  it('types a part to cash out as 30.000, refuses decimals and sends 30000 dong', async () => {
    await changeLanguage('vi');
    routes.current.set('new/bet/list', () => betPage([betOrder('1', { sat: 100_000, cid: VND })]));
    routes.current.set('cashOut/price', () => ({
      mxc: 5,
      pr: [{ oid: '1', amt: 1.5, st: 0, smis: 10_000, pmis: 10_000 }],
    }));
    routes.current.set('cashOut/bet', () => ({ id: 'c1', st: 4, cops: 45_000 }));
    await renderView();
    await tick(250);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${t('cashOut.label')}`) }));
    const dialog = screen.getByRole('dialog', { name: t('cashOut.title') });
    fireEvent.click(within(dialog).getByLabelText(t('cashOut.part')));
    const part = within(dialog).getByLabelText(label('cashOut.partStake', { min: vnd(1_000_000) }));
    fireEvent.change(part, { target: { value: '30000,5' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Số tiền VND không có phần thập phân.');
    expect(
      within(dialog).getByRole('button', { name: new RegExp(t('cashOut.confirm', { amount: '' })) }),
    ).toBeDisabled();
    fireEvent.change(part, { target: { value: '30000' } });
    expect(part).toHaveValue('30.000');
    fireEvent.click(within(dialog).getByRole('button', { name: t('cashOut.confirm', { amount: vnd(4_500_000) }) }));
    await tick();
    expect(callsTo('cashOut/bet')[0]).toMatchObject({ orderId: '1', cashOutStake: 30_000 });
  });

  it("shows a reserve bet's stake as 20.000 and saves 35.000 as 35000 dong", async () => {
    const pending = {
      id: 'r1',
      sat: 20_000,
      cte: 1_799_990_000_000,
      rst: 0,
      cid: VND,
      p: 1,
      ops: [{ ...leg({ onm: 'Pick r1', od: 3.5 }) }],
    };
    routes.current.set('reserve/betList', () => ({ ods: [pending], sts: [] }));
    routes.current.set('reserve/update', () => true);
    await changeLanguage('vi');
    await renderView();
    fireEvent.click(screen.getByRole('tab', { name: t('tabs.reserve') }));
    await tick();
    fireEvent.click(screen.getByRole('button', { name: t('reserve.changeOf', { title: 'Pick r1' }) }));
    const dialog = screen.getByRole('dialog');
    const stake = within(dialog).getByLabelText(t('reserve.change.stake'));
    expect(stake).toHaveValue('20.000');
    fireEvent.change(stake, { target: { value: '35000' } });
    expect(stake).toHaveValue('35.000');
    fireEvent.click(within(dialog).getByRole('button', { name: t('reserve.change.save') }));
    await tick();
    expect(callsTo('reserve/update').at(-1)).toEqual({ reserveId: 'r1', odds: 3.5, unitStake: 35_000 });
  });
});

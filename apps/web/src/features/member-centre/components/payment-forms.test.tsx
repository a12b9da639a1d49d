import { fundPaymentMethods, fundWithdrawInfoGet, fundWithdrawInfoSave } from '@matchday/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { DepositPanel } from './deposit-panel';
import { WithdrawPanel } from './withdraw-panel';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));

const METHODS = {
  deposit: [{ method: 'vnpay', limits: [{ currency: 'VND', min: 1_000_000, max: 50_000_000, wholeUnitsOnly: true }] }],
  withdraw: [{ currency: 'VND', min: 5_000_000, max: 10_000_000_000, wholeUnitsOnly: false }],
};
const answers = new Map<unknown, (opts: { body?: unknown }) => unknown>();
const sent = (entry: unknown) => apiCall.mock.calls.filter(([e]) => e === entry).map(([, opts]) => opts.body);
const renderPanel = (panel: ReactElement) =>
  render(<QueryClientProvider client={new QueryClient()}>{panel}</QueryClientProvider>);

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('wallet');
});
beforeEach(() => {
  answers.clear();
  answers.set(fundPaymentMethods, () => METHODS);
  apiCall
    .mockReset()
    .mockImplementation(async (entry: unknown, opts: { body?: unknown }) => answers.get(entry)?.(opts) ?? null);
});

describe('DepositPanel (#18: methods, limits and quick amounts)', () => {
  it('shows the method a deposit goes to with its limits, and a quick amount within them fills the field', async () => {
    const { container } = renderPanel(<DepositPanel userId={7} returnedOrderNo={undefined} defaultCurrency="VND" />);
    const methods = await screen.findByTestId('deposit-methods');
    expect(within(methods).getByText('VNPay')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-limits')).toHaveTextContent(/10,000.*500,000.*per deposit/);
    const chips = screen.getByRole('group', { name: 'Quick amounts' });
    // 100,000 to 10,000,000 đồng fit under the 500,000 maximum only up to 500,000.
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('100,000'),
      expect.stringContaining('200,000'),
      expect.stringContaining('500,000'),
    ]);
    await userEvent.click(within(chips).getAllByRole('button')[1]!);
    expect(container.querySelector('input[name="depositAmount"]')).toHaveValue('200,000');
  });
});

describe('WithdrawPanel (#18: a bank picker and the payout limits)', () => {
  it('saves a bank picked from the list with its code', async () => {
    answers.set(fundWithdrawInfoSave, (o) => ({ ...(o.body as object), accountMasked: '****6789' }));
    renderPanel(<WithdrawPanel userId={7} defaultCurrency="VND" />);
    await userEvent.type(await screen.findByLabelText('Account holder'), 'Nguyen Van A');
    await userEvent.selectOptions(screen.getByLabelText('Bank'), 'VCB');
    await userEvent.type(screen.getByLabelText('Account number'), '0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(sent(fundWithdrawInfoSave)).toEqual([
        { holder: 'Nguyen Van A', bankName: 'Vietcombank (VCB)', accountNumber: '0123456789' },
      ]),
    );
  });

  it('takes a bank not on the list by its name', async () => {
    answers.set(fundWithdrawInfoSave, (o) => ({ ...(o.body as object), accountMasked: '****6789' }));
    renderPanel(<WithdrawPanel userId={7} defaultCurrency="VND" />);
    await userEvent.type(await screen.findByLabelText('Account holder'), 'Nguyen Van A');
    await userEvent.selectOptions(screen.getByLabelText('Bank'), 'other');
    await userEvent.type(screen.getByLabelText('Name of your bank'), 'Kienlongbank');
    await userEvent.type(screen.getByLabelText('Account number'), '0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(sent(fundWithdrawInfoSave)).toMatchObject([{ bankName: 'Kienlongbank' }]));
  });

  it('shows the payout limits once an account is saved', async () => {
    answers.set(fundWithdrawInfoGet, () => ({ holder: 'A', bankName: 'Vietcombank (VCB)', accountMasked: '****6789' }));
    renderPanel(<WithdrawPanel userId={7} defaultCurrency="VND" />);
    expect(await screen.findByTestId('withdraw-limits')).toHaveTextContent(/50,000.*100,000,000.*per withdrawal/);
  });
});

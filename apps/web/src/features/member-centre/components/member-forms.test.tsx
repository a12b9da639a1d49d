import {
  fundWithdrawInfoGet,
  fundWithdrawInfoSave,
  fundWithdrawList,
  fundWithdrawRequest,
  memberPasswordChange,
  memberPhoneBind,
  memberSecurityLogoutOthers,
  type MemberInfo,
} from '@matchday/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import { SecurityPanel } from './security-panel';
import { WithdrawPanel } from './withdraw-panel';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));

const answers = new Map<unknown, (opts: { body?: unknown }) => unknown>();
const sent = (entry: unknown) => apiCall.mock.calls.filter(([e]) => e === entry).map(([, opts]) => opts.body);
const renderPanel = (panel: ReactElement) =>
  render(<QueryClientProvider client={new QueryClient()}>{panel}</QueryClientProvider>);

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('wallet');
});
beforeEach(() => {
  answers.clear();
  apiCall
    .mockReset()
    .mockImplementation(async (entry: unknown, opts: { body?: unknown }) => answers.get(entry)?.(opts));
});

describe('SecurityPanel', () => {
  const user = { id: 7, nickName: 'Ann', avatarId: 0, mobileArea: '84' } as MemberInfo;

  it('holds a new password to the rule, then changes it and clears both fields', async () => {
    renderPanel(<SecurityPanel user={user} />);
    await userEvent.type(screen.getByLabelText('Current password'), 'Goal2026x');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('New password: 8–32 characters');
    expect(sent(memberPasswordChange)).toEqual([]);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Goal2027y');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
    expect(sent(memberPasswordChange)).toEqual([{ currentPassword: 'Goal2026x', newPassword: 'Goal2027y' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("binds a phone with digits only and shows the server's refusal", async () => {
    answers.set(memberPhoneBind, () => Promise.reject(new ApiError(1, 'The code is wrong.')));
    renderPanel(<SecurityPanel user={user} />);
    await userEvent.type(screen.getByLabelText('Phone number'), '09-1234 5678');
    await userEvent.type(screen.getByLabelText('SMS code'), '12a34567');
    await userEvent.click(screen.getByRole('button', { name: 'Bind phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong.');
    expect(sent(memberPhoneBind)).toEqual([{ countryCode: '84', mobile: '0912345678', smsCode: '123456' }]);
  });

  it('#9 logs out the other devices and says how many', async () => {
    answers.set(memberSecurityLogoutOthers, () => ({ otherSessionsEnded: 2 }));
    renderPanel(<SecurityPanel user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out other devices' }));
    await waitFor(() => expect(apiCall.mock.calls.some(([e]) => e === memberSecurityLogoutOthers)).toBe(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('WithdrawPanel', () => {
  it('saves a payout account with a digits-only number', async () => {
    answers.set(fundWithdrawInfoGet, () => null);
    answers.set(fundWithdrawList, () => ({ list: [], total: 0 }));
    // A currency with no bank list: the bank is typed (payment-forms.test.tsx picks one from the list).
    renderPanel(<WithdrawPanel userId={7} defaultCurrency="USD" />);
    await userEvent.type(await screen.findByLabelText('Account holder'), 'Ann Lee');
    await userEvent.type(screen.getByLabelText('Bank'), 'ACB');
    await userEvent.type(screen.getByLabelText('Account number'), '12-34 56');
    await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(sent(fundWithdrawInfoSave)).toEqual([{ holder: 'Ann Lee', bankName: 'ACB', accountNumber: '123456' }]),
    );
  });

  it('checks the amount before it asks for a withdrawal', async () => {
    answers.set(fundWithdrawInfoGet, () => ({ holder: 'Ann', bankName: 'ACB', accountMasked: '***456' }));
    answers.set(fundWithdrawList, () => ({ list: [], total: 0 }));
    const { container } = renderPanel(<WithdrawPanel userId={7} defaultCurrency="VND" />);
    await screen.findByTestId('withdraw-account');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount.');
    const amount = container.querySelector('input[name="withdrawAmount"]')!;
    await userEvent.type(amount, '12.5');
    expect(screen.getByRole('alert')).toHaveTextContent('VND amounts are whole: no decimals.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '125000');
    expect(amount).toHaveValue('125,000');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(sent(fundWithdrawRequest)).toMatchObject([{ amount: 12_500_000, currency: 'VND' }]));
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCodes } from '@matchday/contract';
import { ApiError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import { AccountLoginForm } from './account-login-form';
import { AccountRegisterForm } from './account-register-form';
import { PhoneForm } from './phone-form';

const apiCall = vi.hoisted(() => vi.fn());
const navigate = vi.hoisted(() => vi.fn());
const completeLogin = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
vi.mock('@tanstack/react-router', async (original) => ({ ...(await original<object>()), useNavigate: () => navigate }));
vi.mock('../lib/session-actions', () => ({ completeLogin }));

const answer = { accessToken: 'tok', state: '', loginState: 0 };
const renderForm = (form: ReactElement) =>
  render(<QueryClientProvider client={new QueryClient()}>{form}</QueryClientProvider>);

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('auth');
});
beforeEach(() => {
  apiCall.mockReset();
  navigate.mockReset();
  completeLogin.mockReset().mockResolvedValue({ kind: 'done' });
});

describe('AccountLoginForm', () => {
  it('checks the fields, shows a refusal, then logs in and lands on /', async () => {
    renderForm(<AccountLoginForm onRegister={() => undefined} onPhone={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(apiCall).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('User name'), ' member01 ');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong2026x');
    apiCall.mockRejectedValueOnce(new ApiError(1, 'The user name or password is wrong.'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The user name or password is wrong.');

    apiCall.mockResolvedValueOnce(answer);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: '/', replace: true }));
    expect(apiCall).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({
        body: { userName: 'member01', password: 'Wrong2026x' },
      }),
    );
    expect(completeLogin).toHaveBeenCalledWith(answer, 'member01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('#18 continues to the page the visitor asked for (?redirect=), a match link included', async () => {
    window.history.replaceState(null, '', '/?redirect=%2Fsports%2Fsportsdetail%3FmatchId%3D42');
    try {
      renderForm(<AccountLoginForm onRegister={() => undefined} onPhone={() => undefined} />);
      await userEvent.type(screen.getByLabelText('User name'), 'member01');
      await userEvent.type(screen.getByLabelText('Password'), 'Demo#2026');
      apiCall.mockResolvedValueOnce(answer);
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() =>
        expect(navigate).toHaveBeenCalledWith({ href: '/sports/sportsdetail?matchId=42', replace: true }),
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('#4 offers phone login, which lifts the lock, when the account is locked', async () => {
    const onPhone = vi.fn();
    renderForm(<AccountLoginForm onRegister={() => undefined} onPhone={onPhone} />);
    await userEvent.type(screen.getByLabelText('User name'), 'member01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo#2026');
    apiCall.mockRejectedValueOnce(new ApiError(1, 'The user name or password is wrong.'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Log in with a texted code instead' })).not.toBeInTheDocument();

    const locked =
      'Too many failed logins: this account is locked for 30 minutes. Log in by phone with a texted code to unlock it now.';
    apiCall.mockRejectedValueOnce(new ApiError(apiCodes.accountLocked.code, locked));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
    await userEvent.click(screen.getByRole('button', { name: 'Log in with a texted code instead' }));
    expect(onPhone).toHaveBeenCalled();
  });
});

describe('AccountRegisterForm', () => {
  it('asks for the same password twice and the 18+ confirmation before it registers', async () => {
    renderForm(<AccountRegisterForm />);
    await userEvent.type(screen.getByLabelText('User name'), 'member02');
    await userEvent.type(screen.getByLabelText('Password'), 'Goal2026x');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'Goal2026y');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(screen.getByLabelText(/18 or older/)).toHaveAttribute('aria-invalid', 'true');
    expect(apiCall).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Repeat password'));
    await userEvent.type(screen.getByLabelText('Repeat password'), 'Goal2026x');
    await userEvent.click(screen.getByLabelText(/18 or older/));
    apiCall.mockResolvedValueOnce(answer);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: '/', replace: true }));
    expect(apiCall.mock.calls[0]![1].body).toMatchObject({ userName: 'member02', password: 'Goal2026x' });
  });
});

describe('PhoneForm', () => {
  it('#9 logs in with the code; sending it never says whether the number has an account', async () => {
    renderForm(<PhoneForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in with phone' }));
    expect(screen.getByText(/Tap "Send code" first/)).toHaveAttribute('role', 'alert');

    await userEvent.type(screen.getByLabelText('Phone number'), '09a00 000 001');
    expect(screen.getByLabelText('Phone number')).toHaveValue('0900000001');
    apiCall.mockResolvedValueOnce({ resendAfterSeconds: 60 });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We texted you a 6-digit code. Enter it to log in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    expect(screen.queryByLabelText('User name')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('SMS code'), '123456');
    apiCall.mockResolvedValueOnce(answer);
    await userEvent.click(screen.getByRole('button', { name: 'Log in with phone' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: '/', replace: true }));
    expect(apiCall.mock.calls[1]![1].body).toMatchObject({ mobile: '0900000001', smsCode: '123456' });
    expect(completeLogin).toHaveBeenCalledWith(answer, '0900000001');
  });

  it('#9 a new number learns it is new only from a right code, then registers with the same code', async () => {
    renderForm(<PhoneForm />);
    await userEvent.type(screen.getByLabelText('Phone number'), '0912345678');
    apiCall.mockResolvedValueOnce({ resendAfterSeconds: 60 });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(screen.getByLabelText('SMS code'), '1234567');
    expect(screen.getByLabelText('SMS code')).toHaveValue('123456');

    apiCall.mockRejectedValueOnce(new ApiError(apiCodes.notFound.code, 'This phone number is not registered yet.'));
    apiCall.mockResolvedValueOnce({ userName: 'm1234567' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in with phone' }));
    expect(await screen.findByLabelText('User name')).toHaveValue('m1234567');
    expect(screen.getByText(/This number is new here/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/18 or older/));
    apiCall.mockResolvedValueOnce(answer);
    await userEvent.click(screen.getByRole('button', { name: 'Register with phone' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: '/', replace: true }));
    expect(apiCall.mock.calls[3]![1].body).toMatchObject({
      mobile: '0912345678',
      smsCode: '123456',
      userName: 'm1234567',
    });
    expect(completeLogin).toHaveBeenCalledWith(answer, 'm1234567');
  });
});

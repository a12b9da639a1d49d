import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { Toaster } from '@/shared/ui/toaster';
import { UsersPanel } from './users-panel';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces(['admin']);
});

const member = {
  id: 7,
  userName: 'member07',
  nickName: null,
  role: 'member',
  status: 1,
  vipLevel: 0,
  regCurrency: 'VND',
  mobile: null,
  createdAt: 0,
};

describe('UsersPanel', () => {
  it('#4 lifts a user’s login lock and says whether one held', async () => {
    let locked = true;
    apiCall.mockImplementation(async (route: { id: string }) => {
      if (route.id === 'admin.user.search') return { list: [member], total: 1 };
      if (route.id === 'admin.user.unlockLogin') {
        const wasLocked = locked;
        locked = false;
        return { wasLocked };
      }
      throw new Error(`unexpected call ${route.id}`);
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UsersPanel />
        <Toaster />
      </QueryClientProvider>,
    );
    const row = await screen.findByTestId('user-member07');
    await userEvent.click(within(row).getByRole('button', { name: 'Unlock login' }));
    expect(await screen.findByText('The login lock of member07 is lifted.')).toBeInTheDocument();
    const unlockCalls = apiCall.mock.calls.filter(([route]) => route.id === 'admin.user.unlockLogin');
    expect(unlockCalls[0]![1]).toMatchObject({ body: { userId: 7 } });

    await userEvent.click(within(row).getByRole('button', { name: 'Unlock login' }));
    await waitFor(() => expect(screen.getByText('member07 was not locked.')).toBeInTheDocument());
  });
});

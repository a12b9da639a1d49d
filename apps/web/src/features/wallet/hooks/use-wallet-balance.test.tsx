import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTopics as topics } from '@/shared/realtime/fake-topics.test-support';
import { useSession } from '@/shared/session/session-store';
import { walletKeys } from '@/shared/wallet/api/keys';
import { useWalletBalance } from './use-wallet-balance';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
vi.mock('@/shared/realtime/use-topic', async () => ({
  useTopic: (await import('@/shared/realtime/fake-topics.test-support')).fakeTopics.useTopic,
}));

const wallet = (balance: number) => ({ currency: 'VND', balance, wallets: [{ currency: 'VND', balance }] });

describe('useWalletBalance', () => {
  beforeEach(() => {
    apiCall.mockReset();
    useSession.setState({ token: 'session', userInfo: { id: 1 } as never });
  });

  it('keeps a pushed balance over a refetch that was asked before the movement', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    apiCall.mockResolvedValueOnce(wallet(500_000_000));
    const { result } = renderHook(() => useWalletBalance(), { wrapper });
    await waitFor(() => expect(result.current?.balance).toBe(500_000_000));

    // The topic's first ack asks for a refetch; it answers late, with the balance from before the bet.
    let answerStale!: (w: ReturnType<typeof wallet>) => void;
    apiCall.mockReturnValueOnce(new Promise((r) => (answerStale = r)));
    act(() => topics.resync('user:1'));
    act(() => topics.get('user:1')!('balance', { currency: 'VND', currencyId: 1000, balance: 498_000_000 }));
    await act(async () => answerStale(wallet(500_000_000)));
    await waitFor(() => expect(result.current?.balance).toBe(498_000_000));
    expect(client.getQueryData<{ balance: number }>(walletKeys.member(1))?.balance).toBe(498_000_000);
  });
});

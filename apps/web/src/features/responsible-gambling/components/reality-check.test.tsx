import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { RealityCheck } from './reality-check';

const calls = vi.hoisted(() => ({ summaries: 0 }));
vi.mock('@/shared/http/api-client', () => ({
  apiCall: async (route: { id: string }) => {
    if (route.id === 'member.rg.get')
      return { limits: [], realityCheckMinutes: 15, timeoutUntil: null, selfExcludedUntil: null };
    calls.summaries++;
    return {
      sessionStartedAt: 0,
      minutesPlayed: 15 * calls.summaries,
      results: [{ currency: 'VND', wagered: 500_000, net: -120_000 }],
    };
  },
}));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('wallet');
});
afterEach(() => vi.useRealTimers());

describe('reality check', () => {
  it('appears after the chosen interval with time and result, and again after continuing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onStop = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RealityCheck onStop={onStop} />
      </QueryClientProvider>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(14 * 60_000));
    expect(screen.queryByText(/You have been logged in/)).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(60_000 + 10));
    expect(await screen.findByText('You have been logged in for 15 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Result this session: -₫1,200')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByText(/You have been logged in/)).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(15 * 60_000 + 10));
    expect(await screen.findByText('You have been logged in for 30 minutes.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onStop).toHaveBeenCalledOnce();
  });
});

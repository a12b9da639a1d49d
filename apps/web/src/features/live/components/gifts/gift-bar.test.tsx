import type { MemberInfo } from '@matchday/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { GiftBar } from './gift-bar';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({
    to,
    params,
    search,
    children,
    ...rest
  }: {
    to: string;
    params: { id: string };
    search: { tab: string };
    children?: ReactNode;
  }) => (
    <a href={`${to.replace('$id', params.id)}?tab=${search.tab}`} {...rest}>
      {children}
    </a>
  ),
}));

const catalogue = [
  { id: 1, name: 'Rose', price: 100_000, currency: 'VND', animation: 'rose', tier: 1, sort: 10 },
  { id: 7, name: 'Fireworks', price: 20_000_000, currency: 'VND', animation: 'fireworks', tier: 4, sort: 70 },
];
let onSend: (body: Record<string, unknown>) => unknown;

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('live');
});
beforeEach(() => {
  onSend = (body) => ({
    id: 1,
    streamId: 5,
    giftId: body.giftId,
    count: body.count,
    amount: 1,
    currency: 'VND',
    balance: 0,
    createdAt: 1,
  });
  apiCall.mockReset();
  apiCall.mockImplementation(async (route: { id: string }, opts: { body: Record<string, unknown> }) => {
    if (route.id === 'live.gift.list') return catalogue;
    if (route.id === 'live.gift.profit.save') return onSend(opts.body);
    throw new Error(route.id);
  });
  useSession.setState({ token: 'member-token', userInfo: { id: 42, regCurrency: 'VND' } as MemberInfo });
});
afterEach(() => useSession.setState({ token: null, userInfo: null }));

function renderBar(live = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GiftBar streamId={5} live={live} />
    </QueryClientProvider>,
  );
}
const sends = () =>
  apiCall.mock.calls
    .filter(([route]) => route.id === 'live.gift.profit.save')
    .map(([, opts]) => opts.body as Record<string, unknown>);
const pick = async (name: RegExp) => fireEvent.click(await screen.findByRole('radio', { name }));

describe('gift bar', () => {
  it('lists the catalogue with prices in the member’s currency and tiers, and sends the chosen gift and count', async () => {
    renderBar();
    await pick(/Fireworks/);
    expect(screen.getByRole('radio', { name: /Rose.*₫1,000.*Level 1/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '×10' }));
    const send = screen.getByRole('button', { name: 'Send for ₫2,000,000' });
    fireEvent.click(send);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: /Send for/ })).toBeEnabled());
    expect(sends()).toHaveLength(1);
    expect(sends()[0]).toEqual({ streamId: 5, giftId: 7, count: 10, requestKey: expect.stringMatching(/^gift-/) });
    fireEvent.click(screen.getByRole('button', { name: /Send for/ }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(sends()[1]!.requestKey).not.toBe(sends()[0]!.requestKey);
  });

  it('retries an unanswered send with the same key, so it is paid once', async () => {
    let calls = 0;
    onSend = () => {
      calls += 1;
      if (calls === 1) throw new NetworkError('offline');
      return { id: 1 };
    };
    renderBar();
    await pick(/Rose/);
    fireEvent.click(screen.getByRole('button', { name: /Send for/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No answer from the server');
    fireEvent.click(screen.getByRole('button', { name: /Send for/ }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(sends()[1]!.requestKey).toBe(sends()[0]!.requestKey);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says a refusal in the member’s language: short of money links to the wallet tab, others carry the server’s message', async () => {
    onSend = () => {
      throw new ApiError(10401, 'Your balance is not enough for this gift. Please top up and try again.');
    };
    renderBar();
    await pick(/Rose/);
    fireEvent.click(screen.getByRole('button', { name: /Send for/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance is not enough for this gift.');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/personal/42?tab=wallet');

    onSend = () => {
      throw new ApiError(10302, 'Gifts can be sent only while the stream is live.');
    };
    fireEvent.click(screen.getByRole('button', { name: /Send for/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Gifts can be sent only while the stream is live.'),
    );
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(sends()[1]!.requestKey).not.toBe(sends()[0]!.requestKey);
  });

  it('asks a visitor to log in and waits for the stream to go live before sending', async () => {
    useSession.setState({ token: null, userInfo: null });
    renderBar();
    expect(await screen.findByText('Log in to send gifts.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });

  it('offers no send while the stream is not live, and a retry when the catalogue fails', async () => {
    apiCall.mockImplementation(async () => {
      throw new NetworkError('offline');
    });
    renderBar(false);
    expect(await screen.findByText('The gifts could not be loaded.')).toBeInTheDocument();
    apiCall.mockImplementation(async () => catalogue);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Gifts can be sent while the stream is live.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });
});

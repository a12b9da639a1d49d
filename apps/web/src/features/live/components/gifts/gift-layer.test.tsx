import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTopics as topics } from '@/shared/realtime/fake-topics.test-support';
import { initI18n } from '@/shared/i18n/i18n';
import { GiftLayer } from './gift-layer';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
vi.mock('@/shared/realtime/use-topic', async () => ({
  useTopic: (await import('@/shared/realtime/fake-topics.test-support')).fakeTopics.useTopic,
}));

const catalogue = [
  { id: 1, name: 'Rose', price: 100_000, currency: 'VND', animation: 'rose', tier: 1, sort: 10 },
  { id: 3, name: 'Football', price: 500_000, currency: 'VND', animation: 'football', tier: 2, sort: 30 },
  { id: 7, name: 'Fireworks', price: 20_000_000, currency: 'VND', animation: 'fireworks', tier: 4, sort: 70 },
];
const gift = (id: number, giftId: number, tier: number, animation: string) => ({
  id,
  streamId: 5,
  from: 'me****01',
  giftId,
  count: 3,
  animation,
  tier,
  at: 1,
});
let reduced = false;

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('live');
});
beforeEach(() => {
  reduced = false;
  window.matchMedia = vi.fn(() => ({
    matches: reduced,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
  apiCall.mockReset();
  apiCall.mockResolvedValue(catalogue);
});
afterEach(() => vi.useRealTimers());

async function renderLayer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GiftLayer streamId={5} />
    </QueryClientProvider>,
  );
  await act(async () => {});
  vi.useFakeTimers();
}
const push = (data: unknown) => act(() => topics.get('room:5')!('gift', data));
const look = () => document.querySelector('[data-gift-look]')?.getAttribute('data-gift-look') ?? null;
const icon = () => document.querySelector('[data-gift-icon]')?.getAttribute('data-gift-icon') ?? null;

describe('gift layer', () => {
  it('plays every gift of the room in turn, sized by tier, each for its time', async () => {
    await renderLayer();
    expect(topics.topics()).toEqual(['room:5']);
    push(gift(1, 7, 4, 'fireworks'));
    push(gift(2, 1, 1, 'rose'));
    push(gift(3, 3, 2, 'football'));
    expect(screen.getByText('me****01 sent Fireworks ×3')).toBeInTheDocument();
    expect([look(), icon()]).toEqual(['banner', 'fireworks']);
    expect(document.querySelector<HTMLElement>('[data-gift-look]')!.style.animation).toContain('md-gift-sweep 4000ms');
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText('me****01 sent Rose ×3')).toBeInTheDocument();
    expect(look()).toBe('corner');
    act(() => vi.advanceTimersByTime(2_000));
    expect(look()).toBe('medium');
    act(() => vi.advanceTimersByTime(3_000));
    expect(look()).toBeNull();
  });

  it('draws an unknown animation with the fallback present and a gift missing from the catalogue by a generic name', async () => {
    await renderLayer();
    push(gift(9, 99, 3, 'confetti-cannon'));
    expect(screen.getByText('me****01 sent a gift ×3')).toBeInTheDocument();
    expect(icon()).toBe('fallback');
  });

  it('shows a still corner toast for every tier when the viewer prefers less motion', async () => {
    reduced = true;
    await renderLayer();
    push(gift(1, 7, 4, 'fireworks'));
    expect(look()).toBe('corner');
    expect(document.querySelector<HTMLElement>('[data-gift-look]')!.style.animation).toBe('');
    act(() => vi.advanceTimersByTime(4_000));
    expect(look()).toBeNull();
  });
});

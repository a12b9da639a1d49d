import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGiftQueue, giftShowMs, MAX_WAITING_GIFTS, type GiftShow } from './gift-queue';

const gift = (id: number, tier = 1): GiftShow => ({
  id,
  from: 'me****01',
  giftId: tier,
  count: 1,
  animation: 'rose',
  tier,
});

describe('gift queue', () => {
  let shown: Array<number | null>;
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
  });
  afterEach(() => vi.useRealTimers());
  const queue = () => createGiftQueue((g) => shown.push(g?.id ?? null));

  it('plays at once when idle, then each waiting gift after the one before has had its tier’s time', () => {
    const q = queue();
    q.push(gift(1, 1));
    q.push(gift(2, 3));
    q.push(gift(3, 2));
    expect(shown).toEqual([1]);
    expect(q.waiting()).toBe(2);
    vi.advanceTimersByTime(giftShowMs(1) - 1);
    expect(shown).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([1, 2]);
    vi.advanceTimersByTime(giftShowMs(3));
    expect(shown).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(giftShowMs(2));
    expect(shown).toEqual([1, 2, 3, null]);
    q.push(gift(4));
    expect(shown).toEqual([1, 2, 3, null, 4]);
  });

  it('lasts 2 to 4 seconds by tier', () => {
    expect([1, 2, 3, 4].map(giftShowMs)).toEqual([2_000, 3_000, 4_000, 4_000]);
  });

  it('plays a resent event once', () => {
    const q = queue();
    q.push(gift(1));
    q.push(gift(1));
    vi.advanceTimersByTime(giftShowMs(1));
    expect(shown).toEqual([1, null]);
  });

  it('drops the oldest waiting small gift, never a big one, when too many wait', () => {
    const q = queue();
    q.push(gift(1, 1));
    q.push(gift(2, 4));
    for (let id = 3; id <= MAX_WAITING_GIFTS + 2; id++) q.push(gift(id, 1));
    expect(q.waiting()).toBe(MAX_WAITING_GIFTS);
    vi.advanceTimersByTime(giftShowMs(1));
    expect(shown).toEqual([1, 2]);
    vi.advanceTimersByTime(giftShowMs(4));
    expect(shown.at(-1)).toBe(4);
  });

  it('stops playing when disposed', () => {
    const q = queue();
    q.push(gift(1));
    q.push(gift(2));
    q.dispose();
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual([1]);
  });
});

import { orderStatus } from '@matchday/contract/client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCK_GRACE_MS, useOrders } from '../stores/order-store';
import { useSlipLock } from './use-slip-lock';

const liveOrder = (decideAt: number) => ({
  oid: 'o-1',
  st: orderStatus.confirming,
  keys: ['k'],
  single: true,
  sn: 1,
  title: 'Home (Home – Away)',
  stake: 2_000_000,
  inPlay: true,
  decideAt,
});

describe('the slip lock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useOrders.setState({ placements: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('locks while a live bet waits its delay and lets go on time though the platform never answers', () => {
    const until = Date.now() + 5_000;
    act(() => void useOrders.getState().add('singles', [liveOrder(until)]));
    const { result } = renderHook(() => useSlipLock());
    expect(result.current).toBe(until);
    act(() => void vi.advanceTimersByTime(5_000 + LOCK_GRACE_MS - 100));
    expect(result.current).toBe(until);
    // No store change arrives: the hook's own timer must release the slip.
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBeNull();
  });
});

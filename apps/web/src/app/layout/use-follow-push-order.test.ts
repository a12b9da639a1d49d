import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedOrder } from '@/features/bet-slip/lib/placement';
import { useOrders } from '@/features/bet-slip/stores/order-store';
import { useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { PENDING_PUSH_ORDER_TTL_MS, rememberPushOrder } from '@/shared/bet-slip/pending-push-order';
import { slipPick } from '@/shared/bet-slip/slip-pick.test-support';
import { ApiError, NetworkError } from '@/shared/http/errors';
import { readStored } from '@/shared/storage/storage';
import { FOLLOW_RETRY_MS, useFollowPushOrder } from './use-follow-push-order';

const PICK = { id: 41, streamId: 5, marketId: 11, optionType: 2 };
const KEY = '11_2';

const order = (oid: string, st: number, over: Partial<TrackedOrder> = {}): TrackedOrder => ({
  oid,
  st,
  keys: [KEY],
  single: true,
  sn: 1,
  title: 'Beta',
  stake: 50_000,
  inPlay: false,
  ...over,
});

function setup(save = vi.fn(async () => ({}))) {
  const sleep = vi.fn(async () => undefined);
  const hook = renderHook(() => useFollowPushOrder(save, sleep));
  return { save, sleep, hook };
}

beforeEach(() => {
  localStorage.clear();
  useOrders.setState({ placements: [] });
  useBetSlip.setState({ selections: [], owner: null, open: false });
});
afterEach(() => vi.useRealTimers());

describe('useFollowPushOrder', () => {
  it('follows the pick once when a single on exactly its selection is accepted, then forgets it', async () => {
    rememberPushOrder(PICK);
    const { save } = setup();
    act(() => void useOrders.getState().add('singles', [order('9001', 0), order('9002', 0, { keys: ['12_1'] })]));
    act(() => void useOrders.getState().update([{ oid: '9002', st: 4 }]));
    expect(save).not.toHaveBeenCalled();
    act(() => void useOrders.getState().update([{ oid: '9001', st: 4 }]));
    expect(save).toHaveBeenCalledExactlyOnceWith({ pushOrderId: 41, orderId: '9001', stake: 50_000 });
    expect(readStored('pendingPushOrder')).toBeNull();
    act(() => void useOrders.getState().update([{ oid: '9001', st: 5 }]));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('follows a single the platform accepted at once', () => {
    rememberPushOrder(PICK);
    const { save } = setup();
    act(() => void useOrders.getState().add('singles', [order('9003', 4, { stake: 120_000 })]));
    expect(save).toHaveBeenCalledExactlyOnceWith({ pushOrderId: 41, orderId: '9003', stake: 120_000 });
  });

  it('ignores parlays, refused singles and bets accepted before the pick was opened', () => {
    act(() => void useOrders.getState().add('singles', [order('8001', 0)]));
    act(() => void useOrders.getState().update([{ oid: '8001', st: 4 }]));
    rememberPushOrder(PICK);
    const { save } = setup();
    act(() => void useOrders.getState().add('parlay', [order('8002', 4, { single: false, keys: [KEY, '12_1'] })]));
    act(() => void useOrders.getState().add('singles', [order('8003', 0)]));
    act(() => void useOrders.getState().update([{ oid: '8003', st: 2 }]));
    expect(save).not.toHaveBeenCalled();
    expect(readStored('pendingPushOrder')).toMatchObject({ pushOrderId: 41 });
  });

  it('forgets the pick when the member takes it off the slip, not while a single on it waits', () => {
    useBetSlip.getState().add(slipPick(11, { optionType: 2 }));
    rememberPushOrder(PICK);
    const { save } = setup();
    act(() => void useOrders.getState().add('singles', [order('7001', 0)]));
    act(() => useBetSlip.getState().remove(KEY));
    expect(readStored('pendingPushOrder')).not.toBeNull();
    act(() => void useOrders.getState().update([{ oid: '7001', st: 4 }]));
    expect(save).toHaveBeenCalledOnce();

    useOrders.setState({ placements: [] });
    act(() => void useBetSlip.getState().add(slipPick(11, { optionType: 2 })));
    rememberPushOrder(PICK);
    act(() => useBetSlip.getState().remove(KEY));
    expect(readStored('pendingPushOrder')).toBeNull();
  });

  it('lets a pick lapse after 30 minutes', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date'] });
    rememberPushOrder(PICK, Date.now() - PENDING_PUSH_ORDER_TTL_MS - 1);
    const { save } = setup();
    expect(readStored('pendingPushOrder')).toBeNull();
    rememberPushOrder(PICK, Date.now() - PENDING_PUSH_ORDER_TTL_MS + 60_000);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    act(() => void useOrders.getState().add('singles', [order('6001', 4)]));
    expect(save).not.toHaveBeenCalled();
    expect(readStored('pendingPushOrder')).toBeNull();
  });

  it('asks again after a lost answer, never after a refusal', async () => {
    rememberPushOrder(PICK);
    const save = vi.fn().mockRejectedValueOnce(new NetworkError('down')).mockResolvedValueOnce({});
    const { sleep } = setup(save);
    act(() => void useOrders.getState().add('singles', [order('5001', 4)]));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(sleep).toHaveBeenCalledWith(FOLLOW_RETRY_MS[0]);

    rememberPushOrder(PICK);
    save.mockReset().mockRejectedValue(new ApiError(10302, 'This bet was placed before the anchor recommended it.'));
    act(() => void useOrders.getState().add('singles', [order('5002', 4)]));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(save).toHaveBeenCalledOnce();
  });

  it('stops listening when unmounted', () => {
    rememberPushOrder(PICK);
    const { save, hook } = setup();
    hook.unmount();
    act(() => void useOrders.getState().add('singles', [order('4001', 4)]));
    expect(save).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/shared/storage/schema';
import {
  clearPendingPushOrder,
  PENDING_PUSH_ORDER_TTL_MS,
  pendingKey,
  pendingPushOrder,
  rememberPushOrder,
} from './pending-push-order';

const NOW = 1_800_000_000_000;
const bet = { id: 41, streamId: 5, marketId: 11, optionType: 2 };

beforeEach(() => localStorage.clear());

describe('pending push order', () => {
  it('keeps the pick opened from a room as spec §3’s pending push order, the latest only', () => {
    rememberPushOrder({ ...bet, id: 40 }, NOW - 1000);
    rememberPushOrder(bet, NOW);
    expect(pendingPushOrder(NOW + 1000)).toEqual({
      pushOrderId: 41,
      streamId: 5,
      marketId: 11,
      optionType: 2,
      at: NOW,
    });
    expect(JSON.parse(localStorage.getItem(storageKeys.pendingPushOrder.name)!)).toEqual({
      v: 2,
      d: { pushOrderId: 41, streamId: 5, marketId: 11, optionType: 2, at: NOW },
    });
    expect(pendingKey(pendingPushOrder(NOW)!)).toBe('11_2');
    clearPendingPushOrder();
    expect(pendingPushOrder(NOW)).toBeNull();
  });

  it('drops a pick older than 30 minutes', () => {
    rememberPushOrder(bet, NOW);
    expect(pendingPushOrder(NOW + PENDING_PUSH_ORDER_TTL_MS)).not.toBeNull();
    expect(pendingPushOrder(NOW + PENDING_PUSH_ORDER_TTL_MS + 1)).toBeNull();
    expect(localStorage.getItem(storageKeys.pendingPushOrder.name)).toBeNull();
  });

  it('reads an older or malformed stored value as none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.pendingPushOrder.name, JSON.stringify({ v: 1, d: { pushOrderId: 41 } }));
    expect(pendingPushOrder(NOW)).toBeNull();
    localStorage.setItem(
      storageKeys.pendingPushOrder.name,
      JSON.stringify({ v: 2, d: { pushOrderId: '41', streamId: 5, marketId: 11, optionType: 2, at: NOW } }),
    );
    expect(pendingPushOrder(NOW)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

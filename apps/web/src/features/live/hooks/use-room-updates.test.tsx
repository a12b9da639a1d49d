import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/shared/realtime/fake-socket.test-support';
import { createRealtimeClient } from '@/shared/realtime/realtime-client';
import { liveKeys } from '../api/keys';
import type { StreamInfo } from './stream-cache';
import { useRoomUpdates } from './use-room-updates';

// The room's pushes go through the real client on a fake socket: every event of `room:5` reaches the socket's handlers.
const realtime = vi.hoisted(() => ({ client: null as ReturnType<typeof createRealtimeClient> | null }));
vi.mock('@/shared/realtime/realtime-client', async (original) => ({
  ...(await original<object>()),
  getRealtimeClient: () => realtime.client!,
}));

const info = (viewers: number): StreamInfo => ({
  id: 5,
  presenterId: 7,
  presenterName: 'Anchor 01',
  title: 'Derby night',
  coverTagId: 1,
  status: 2,
  sportId: 1,
  matchId: 77,
  fbId: 77,
  flvUrl: '/live/a.flv',
  hlsUrl: '/live/a.m3u8',
  viewers,
  scheduledAt: null,
  startedAt: 1,
  endedAt: null,
  isFee: false,
  ingest: null,
});

describe('useRoomUpdates', () => {
  it('takes viewer counts from viewers and streamStatus only: gifts, picks and chat leave the count alone', () => {
    FakeSocket.instances = [];
    realtime.client = createRealtimeClient({
      url: 'ws://x/ws',
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    const client = new QueryClient();
    client.setQueryData(liveKeys.info(5), info(3));
    renderHook(() => useRoomUpdates(5), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    const ws = FakeSocket.instances[0]!;
    act(() => ws.open());
    const viewers = () => client.getQueryData<StreamInfo>(liveKeys.info(5))!.viewers;
    let seq = 0;
    const push = (event: string, data: object) =>
      act(() => ws.push({ type: 'push', topic: 'room:5', event, data, seq: ++seq }));

    push('gift', { id: 5, streamId: 5, from: 'Member 01', giftId: 1, count: 1, animation: 'rose', tier: 1, at: 1 });
    push('pushOrder', { id: 5, streamId: 5, presenterId: 7, marketId: 9, odds: 1.9, followers: 2 });
    push('chat', { messages: [], dropped: 0 });
    expect(viewers()).toBe(3);
    push('viewers', { id: 5, viewers: 8 });
    expect(viewers()).toBe(8);
    push('gift', { id: 5, streamId: 5, from: 'Member 01', giftId: 2, count: 10, animation: 'car', tier: 3, at: 2 });
    push('streamStatus', { id: 5, status: 2, viewers: 9 });
    expect(viewers()).toBe(9);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket.test-support';
import { createRealtimeClient } from './realtime-client';
import { subscribeTopic, subscribeTopicEvent } from './topic-subscription';

const make = () => {
  FakeSocket.instances = [];
  const client = createRealtimeClient({
    url: 'ws://x/ws',
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    backoffMs: () => 0,
  });
  const ws = FakeSocket.instances[0];
  return { client, socket: () => ws ?? FakeSocket.instances[0]! };
};

describe('typed topic subscriptions', () => {
  it('hands a handler only the events it asked for, as messages named by their event', () => {
    const { client, socket } = make();
    const seen = vi.fn();
    subscribeTopic(client, 'sport:1', ['odds', 'score'], seen);
    socket().open();
    socket().push({ type: 'push', topic: 'sport:1', event: 'odds', data: { t: 1, m: [] }, seq: 1 });
    socket().push({ type: 'push', topic: 'sport:1', event: 'clock', data: { t: 2, m: [] }, seq: 2 });
    socket().push({ type: 'push', topic: 'sport:1', event: 'bulletin', data: { t: 3, m: [] }, seq: 3 });
    socket().push({ type: 'push', topic: 'sport:1', event: 'score', data: { t: 4, m: [] }, seq: 4 });
    expect(seen.mock.calls.map(([m]) => m)).toEqual([
      { event: 'odds', data: { t: 1, m: [] }, seq: 1 },
      { event: 'score', data: { t: 4, m: [] }, seq: 4 },
    ]);
  });

  it('hands a one-event handler that event’s payload, and resyncs it', () => {
    const { client, socket } = make();
    const seen = vi.fn();
    const resync = vi.fn();
    const off = subscribeTopicEvent(client, 'room:5', 'viewers', seen, resync);
    socket().open();
    socket().push({ type: 'push', topic: 'room:5', event: 'gift', data: { id: 1 }, seq: 1 });
    socket().push({ type: 'push', topic: 'room:5', event: 'viewers', data: { id: 5, viewers: 9 }, seq: 2 });
    expect(seen.mock.calls).toEqual([[{ id: 5, viewers: 9 }, 2]]);
    socket().push({ type: 'push', topic: 'room:5', event: 'viewers', data: { id: 5, viewers: 8 }, seq: 9 });
    expect(resync).toHaveBeenCalledTimes(1);
    off();
    expect(socket().sent.at(-1)).toEqual({ type: 'unsubscribe', topics: ['room:5'] });
  });
});

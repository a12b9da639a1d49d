import { describe, expect, it, vi } from 'vitest';
import { createRealtimeClient } from './realtime-client';
import { FakeSocket } from './fake-socket.test-support';

const make = () => {
  FakeSocket.instances = [];
  return createRealtimeClient({
    url: 'ws://x/ws',
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    backoffMs: () => 0,
  });
};

describe('realtime client', () => {
  it('opens one socket, authenticates, subscribes once per topic and delivers pushes', () => {
    const sut = make();
    sut.setToken('tok');
    const a = vi.fn();
    const b = vi.fn();
    sut.subscribe('site', a);
    sut.subscribe('site', b);
    expect(FakeSocket.instances).toHaveLength(1);
    const ws = FakeSocket.instances[0]!;
    ws.open();
    expect(ws.sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'subscribe', topics: ['site'] },
    ]);
    ws.push({ type: 'push', topic: 'site', event: 'bulletin', data: { id: 1 }, seq: 1 });
    expect(a).toHaveBeenCalledWith('bulletin', { id: 1 }, 1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(sut.status).toBe('open');
  });

  it('unsubscribes when the last handler leaves', () => {
    const sut = make();
    const off1 = sut.subscribe('room:1', vi.fn());
    const off2 = sut.subscribe('room:1', vi.fn());
    const ws = FakeSocket.instances[0]!;
    ws.open();
    off1();
    expect(ws.sent.filter((f) => f.type === 'unsubscribe')).toHaveLength(0);
    off2();
    expect(ws.sent.at(-1)).toEqual({ type: 'unsubscribe', topics: ['room:1'] });
  });

  it('#8 asks again for a topic the server refused, when another listener comes and after a new token', () => {
    const sut = make();
    const first = vi.fn();
    sut.subscribe('room:9', first);
    const ws = FakeSocket.instances[0]!;
    ws.open();
    ws.push({ type: 'error', code: 10103, msg: 'not your topic', topic: 'room:9' });
    const subscribes = () => ws.sent.filter((f) => f.type === 'subscribe');
    expect(subscribes()).toHaveLength(1);
    // The room opens once paid: its panels listen again, and the topic is asked for once more.
    sut.subscribe('room:9', vi.fn());
    expect(subscribes().at(-1)).toEqual({ type: 'subscribe', topics: ['room:9'] });
    ws.push({ type: 'ack', topics: ['room:9'], seqs: { 'room:9': 0 } });
    sut.subscribe('room:9', vi.fn());
    expect(subscribes()).toHaveLength(2);
    // Dropped later (a ban): a new token asks again, with the member's own topics.
    ws.push({ type: 'error', code: 10103, msg: 'no longer allowed', topic: 'room:9' });
    sut.subscribe('user:4', vi.fn());
    sut.setToken('tok');
    expect(ws.sent.slice(-2)).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'subscribe', topics: ['room:9', 'user:4'] },
    ]);
    ws.push({ type: 'push', topic: 'room:9', event: 'viewers', data: { id: 9, viewers: 2 }, seq: 1 });
    expect(first).toHaveBeenCalledWith('viewers', { id: 9, viewers: 2 }, 1);
  });

  it('resyncs a topic on a seq gap', () => {
    const sut = make();
    const resync = vi.fn();
    sut.subscribe('site', vi.fn(), resync);
    const ws = FakeSocket.instances[0]!;
    ws.open();
    ws.push({ type: 'ack', topics: ['site'], seqs: { site: 4 } });
    // The first ack of a topic that has had pushes refetches once: one may have come before the subscription.
    expect(resync).toHaveBeenCalledTimes(1);
    ws.push({ type: 'push', topic: 'site', event: 'bulletin', data: null, seq: 5 });
    expect(resync).toHaveBeenCalledTimes(1);
    ws.push({ type: 'push', topic: 'site', event: 'bulletin', data: null, seq: 7 });
    expect(resync).toHaveBeenCalledTimes(2);
  });

  it('asks for a member’s own topic only after the token, whichever comes first', () => {
    const sut = make();
    sut.subscribe('user:7', vi.fn());
    const ws = FakeSocket.instances[0]!;
    ws.open();
    sut.setToken('tok');
    const frames = ws.sent as { type: string; topics?: string[] }[];
    const auth = frames.findIndex((f) => f.type === 'auth');
    const own = frames.findIndex((f) => f.type === 'subscribe' && f.topics?.includes('user:7'));
    expect(auth).toBeGreaterThanOrEqual(0);
    expect(own).toBeGreaterThan(auth);
  });

  it('does not refetch on the first ack of a topic nothing was ever pushed on', () => {
    const sut = make();
    const resync = vi.fn();
    sut.subscribe('site', vi.fn(), resync);
    const ws = FakeSocket.instances[0]!;
    ws.open();
    ws.push({ type: 'ack', topics: ['site'], seqs: { site: 0 } });
    ws.push({ type: 'push', topic: 'site', event: 'bulletin', data: null, seq: 1 });
    expect(resync).not.toHaveBeenCalled();
  });

  it('reconnects, re-authenticates, resubscribes and resyncs after a drop', async () => {
    vi.useFakeTimers();
    const sut = make();
    sut.setToken('tok');
    const resync = vi.fn();
    sut.subscribe('site', vi.fn(), resync);
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.drop(4008);
    expect(sut.status).toBe('closed');
    await vi.advanceTimersByTimeAsync(1);
    const ws2 = FakeSocket.instances[1]!;
    ws2.open();
    expect(ws2.sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'subscribe', topics: ['site'] },
    ]);
    expect(resync).toHaveBeenCalledTimes(1);
    sut.close();
    vi.useRealTimers();
  });

  it('reports error frames by code and topic', () => {
    FakeSocket.instances = [];
    const onError = vi.fn();
    const sut = createRealtimeClient({
      url: 'ws://x/push',
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      backoffMs: () => 0,
      onError,
    });
    sut.subscribe('match:1', vi.fn());
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.push({ type: 'error', code: 14010, msg: 'expired' });
    FakeSocket.instances[0]!.push({ type: 'error', code: 10103, msg: 'no', topic: 'user:1' });
    expect(onError.mock.calls).toEqual([
      [14010, undefined],
      [10103, 'user:1'],
    ]);
  });
});

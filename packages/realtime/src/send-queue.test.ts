import { describe, expect, it, vi } from 'vitest';
import type { BusMessage } from './bus.js';
import { SendQueue, type SendLimits } from './send-queue.js';

const limits: SendLimits = { softBytes: 100, hardBytes: 1000, maxQueued: 3, maxBehindMs: 1000 };
const msg = (topic: string, event: string, seq: number): BusMessage => ({ topic, event, seq, data: seq });

function fakeSocket() {
  return {
    bufferedAmount: 0,
    sent: [] as string[],
    send(text: string) {
      this.sent.push(text);
    },
  };
}

describe('SendQueue', () => {
  it('sends straight out while the socket keeps up', () => {
    const socket = fakeSocket();
    const sut = new SendQueue(socket, limits, vi.fn());
    sut.push(msg('site', 'bulletin', 1), 'a');
    sut.push(msg('site', 'bulletin', 2), 'b');
    expect(socket.sent).toEqual(['a', 'b']);
  });

  it('keeps only the newest latest-wins message while behind, then drains in order', () => {
    vi.useFakeTimers();
    const socket = fakeSocket();
    const sut = new SendQueue(socket, limits, vi.fn());
    socket.bufferedAmount = 500;
    sut.push(msg('site', 'maintenance', 1), 'm1');
    sut.push(msg('site', 'bulletin', 2), 'b2');
    sut.push(msg('site', 'maintenance', 3), 'm3');
    expect(sut.size).toBe(2);
    socket.bufferedAmount = 0;
    vi.advanceTimersByTime(30);
    expect(socket.sent).toEqual(['b2', 'm3']);
    vi.useRealTimers();
  });

  it('closes a socket over the hard limit, the queue bound, or behind for too long', () => {
    const tooSlow = vi.fn();
    const socket = fakeSocket();
    socket.bufferedAmount = 2000;
    new SendQueue(socket, limits, tooSlow).push(msg('site', 'bulletin', 1), 'x');
    expect(tooSlow).toHaveBeenLastCalledWith('send buffer over the hard limit');

    socket.bufferedAmount = 500;
    const bounded = new SendQueue(socket, limits, tooSlow);
    for (let i = 1; i <= 4; i++) bounded.push(msg('site', 'bulletin', i), `b${i}`);
    expect(tooSlow).toHaveBeenLastCalledWith('too many queued messages');
    bounded.dispose();

    let now = 0;
    const slow = new SendQueue(socket, limits, tooSlow, () => now);
    slow.push(msg('site', 'maintenance', 1), 'm');
    now = 2000;
    slow.push(msg('site', 'maintenance', 2), 'm');
    expect(tooSlow).toHaveBeenLastCalledWith('behind for too long');
    slow.dispose();
  });
});

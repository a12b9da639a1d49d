import { describe, expect, it } from 'vitest';
import { createMemoryBus } from './memory-bus.js';
import { defaultSendLimits } from './send-queue.js';
import { contractTopicRule, SocketClient } from './socket-client.js';
import { TopicHub } from './topic-hub.js';

function fakeSocket() {
  return {
    bufferedAmount: 0,
    readyState: 1,
    sent: [] as Record<string, unknown>[],
    send(text: string) {
      this.sent.push(JSON.parse(text) as Record<string, unknown>);
    },
    close() {},
  };
}

describe('SocketClient', () => {
  it('judges a subscribe sent right after auth only once the slow token check is done', async () => {
    const socket = fakeSocket();
    let allow!: () => void;
    const authenticate = () => new Promise<{ userId: number }>((resolve) => (allow = () => resolve({ userId: 7 })));
    const sut = new SocketClient(
      socket as never,
      new TopicHub(createMemoryBus()),
      { authenticate, authorize: contractTopicRule, expiredCode: 1 },
      defaultSendLimits,
    );
    const auth = sut.onText(JSON.stringify({ type: 'auth', token: 'tok' }));
    const subscribe = sut.onText(JSON.stringify({ type: 'subscribe', topics: ['user:7'] }));
    await new Promise((r) => setTimeout(r, 0));
    allow();
    await Promise.all([auth, subscribe]);
    expect(socket.sent).toEqual([
      { type: 'ack', topics: [], seqs: {} },
      { type: 'ack', topics: ['user:7'], seqs: { 'user:7': 0 } },
    ]);
  });
});

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

  it('#8 waits for an async topic rule, and leaves a topic it is no longer allowed on a recheck', async () => {
    const socket = fakeSocket();
    const paid = new Set([7]);
    const sut = new SocketClient(
      socket as never,
      new TopicHub(createMemoryBus()),
      {
        authenticate: async () => ({ userId: 7, role: 'member' }),
        authorize: async (topic, family, userId, who) => {
          await new Promise((r) => setTimeout(r, 1));
          return family !== 'room' || (who?.role === 'member' && paid.has(userId!));
        },
        expiredCode: 1,
      },
      defaultSendLimits,
    );
    await sut.onText(JSON.stringify({ type: 'subscribe', id: 1, topics: ['room:3'] }));
    await sut.onText(JSON.stringify({ type: 'auth', token: 'tok' }));
    await sut.onText(JSON.stringify({ type: 'subscribe', id: 2, topics: ['room:3', 'site'] }));
    paid.delete(7);
    await sut.recheck('site');
    await sut.recheck();
    expect(socket.sent).toEqual([
      { type: 'error', id: 1, code: 10103, msg: 'not your topic', topic: 'room:3' },
      { type: 'ack', topics: [], seqs: {} },
      { type: 'ack', id: 2, topics: ['room:3', 'site'], seqs: { 'room:3': 0, site: 0 } },
      { type: 'error', code: 10103, msg: 'no longer allowed', topic: 'room:3' },
    ]);
  });
});

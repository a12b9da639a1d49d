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

  it('#9 a recheck of the user checks the token again: a socket whose session ended speaks for no one', async () => {
    const socket = fakeSocket();
    let sessionOpen = true;
    const sut = new SocketClient(
      socket as never,
      new TopicHub(createMemoryBus()),
      {
        authenticate: async (token) => (token === 'tok' && sessionOpen ? { userId: 7, role: 'member' } : null),
        authorize: contractTopicRule,
        expiredCode: 10002,
      },
      defaultSendLimits,
    );
    await sut.onText(JSON.stringify({ type: 'auth', token: 'tok' }));
    await sut.onText(JSON.stringify({ type: 'subscribe', id: 1, topics: ['user:7'] }));
    await sut.recheck();
    expect(sut.userId).toBe(7);
    sessionOpen = false;
    await sut.recheck();
    expect(sut.userId).toBeNull();
    expect(socket.sent.slice(2)).toEqual([
      { type: 'error', code: 10002, msg: 'session ended' },
      { type: 'error', code: 10103, msg: 'no longer allowed', topic: 'user:7' },
    ]);
  });
});

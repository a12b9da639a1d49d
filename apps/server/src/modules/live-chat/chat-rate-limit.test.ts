import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CHAT_RATE_RULES,
  createMemoryChatRateLimiter,
  createRedisChatRateLimiter,
  type ChatRateLimiter,
} from './chat-rate-limit.js';

const clock = { t: 1_700_000_000_000 };
const now = () => clock.t;
const redisUrl = process.env.TEST_REDIS_URL;
const opened: ChatRateLimiter[] = [];
afterAll(async () => {
  for (const l of opened) await l.close();
});

const kinds: [string, () => ChatRateLimiter][] = [['memory', () => createMemoryChatRateLimiter({ now })]];
if (redisUrl)
  kinds.push(['redis', () => createRedisChatRateLimiter(redisUrl, { prefix: `test:${randomUUID()}:`, now })]);

describe.each(kinds)('chat rate limiter (%s)', (_name, make) => {
  const limiter = make();
  opened.push(limiter);

  it('allows one message a second per key', async () => {
    expect(await limiter.take('room1:u1', CHAT_RATE_RULES)).toEqual({ allowed: true });
    clock.t += 400;
    expect(await limiter.take('room1:u1', CHAT_RATE_RULES)).toEqual({ allowed: false, rule: 0, retryInMs: 600 });
    expect(await limiter.take('room1:u2', CHAT_RATE_RULES)).toEqual({ allowed: true });
    expect(await limiter.take('room2:u1', CHAT_RATE_RULES)).toEqual({ allowed: true });
    clock.t += 600;
    expect(await limiter.take('room1:u1', CHAT_RATE_RULES)).toEqual({ allowed: true });
  });

  it('allows twenty messages in any thirty seconds, the 21st waits for the first to leave the window', async () => {
    const key = 'room1:burst';
    const first = clock.t;
    for (let i = 0; i < 20; i++) {
      expect(await limiter.take(key, CHAT_RATE_RULES)).toEqual({ allowed: true });
      clock.t += 1_000;
    }
    expect(await limiter.take(key, CHAT_RATE_RULES)).toEqual({
      allowed: false,
      rule: 1,
      retryInMs: first + 30_000 - clock.t,
    });
    clock.t = first + 30_000;
    expect(await limiter.take(key, CHAT_RATE_RULES)).toEqual({ allowed: true });
  });

  it('does not count refused messages', async () => {
    const key = 'room1:refused';
    await limiter.take(key, CHAT_RATE_RULES);
    for (let i = 0; i < 5; i++) {
      clock.t += 100;
      expect((await limiter.take(key, CHAT_RATE_RULES)).allowed).toBe(false);
    }
    clock.t += 500;
    expect(await limiter.take(key, CHAT_RATE_RULES)).toEqual({ allowed: true });
  });

  it('applies a slow-mode rule as one message per N seconds', async () => {
    const slow = [{ limit: 1, windowMs: 10_000 }, ...CHAT_RATE_RULES];
    await limiter.take('room3:u1', slow);
    clock.t += 4_000;
    expect(await limiter.take('room3:u1', slow)).toEqual({ allowed: false, rule: 0, retryInMs: 6_000 });
    clock.t += 6_000;
    expect(await limiter.take('room3:u1', slow)).toEqual({ allowed: true });
  });

  it('rejects rules it cannot keep', async () => {
    await expect(limiter.take('k', [{ limit: 21, windowMs: 1_000 }])).rejects.toThrow(/out of range/);
    await expect(limiter.take('k', [{ limit: 1, windowMs: 0 }])).rejects.toThrow(/out of range/);
  });
});

describe('memory chat rate limiter bounds', () => {
  it('keeps at most maxKeys keys, forgetting the least recently used', async () => {
    const limiter = createMemoryChatRateLimiter({ maxKeys: 2, now });
    await limiter.take('a', CHAT_RATE_RULES);
    await limiter.take('b', CHAT_RATE_RULES);
    await limiter.take('c', CHAT_RATE_RULES);
    expect(limiter.size()).toBe(2);
    // 'a' was forgotten, so it may post again at once; 'c' is still remembered.
    expect((await limiter.take('a', CHAT_RATE_RULES)).allowed).toBe(true);
    expect((await limiter.take('c', CHAT_RATE_RULES)).allowed).toBe(false);
  });

  it('forgets keys idle past their longest window', async () => {
    const limiter = createMemoryChatRateLimiter({ now });
    for (let i = 0; i < 20; i++) {
      await limiter.take('idle', CHAT_RATE_RULES);
      clock.t += 1_000;
    }
    expect(limiter.size()).toBe(1);
    clock.t += 30_000;
    await limiter.take('other', CHAT_RATE_RULES);
    expect(limiter.size()).toBe(1);
  });
});

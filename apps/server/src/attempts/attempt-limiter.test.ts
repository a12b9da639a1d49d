import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryAttemptLimiter,
  createRedisAttemptLimiter,
  minutesLeft,
  type AttemptLimiter,
} from './attempt-limiter.js';

const redisUrl = process.env.TEST_REDIS_URL;

function behaves(name: string, make: () => AttemptLimiter, sleep: (ms: number) => Promise<void>) {
  describe(name, () => {
    const limiter = make();
    const key = `test:${name}:${Date.now()}:${Math.random()}`;
    afterAll(() => limiter.close());

    it('counts hits in a window and restarts it when the limit is reached', async () => {
      expect(await limiter.peek(key)).toEqual({ count: 0, resetInMs: 0 });
      expect((await limiter.hit(key, 3, 200)).count).toBe(1);
      expect((await limiter.hit(key, 3, 200)).count).toBe(2);
      const third = await limiter.hit(key, 3, 10_000);
      expect(third.count).toBe(3);
      expect(third.resetInMs).toBeGreaterThan(9_000);
      expect((await limiter.peek(key)).count).toBe(3);
    });

    it('forgets a key on reset and when its window ends', async () => {
      await limiter.reset(key);
      expect((await limiter.peek(key)).count).toBe(0);
      await limiter.hit(key, 5, 50);
      await sleep(120);
      expect((await limiter.peek(key)).count).toBe(0);
    });

    it('forgives attempts without moving the window, and forgets a count forgiven to 0', async () => {
      const k = `${key}:forgive`;
      for (let i = 0; i < 4; i++) await limiter.hit(k, 10, 10_000);
      await limiter.forgive(k, 3);
      const left = await limiter.peek(k);
      expect(left.count).toBe(1);
      expect(left.resetInMs).toBeGreaterThan(9_000);
      await limiter.forgive(k, 5);
      expect(await limiter.peek(k)).toEqual({ count: 0, resetInMs: 0 });
      await limiter.forgive(`${key}:never`, 2);
      expect((await limiter.peek(`${key}:never`)).count).toBe(0);
    });

    it('remembers a set per key until its window ends or the key is reset', async () => {
      const k = `${key}:set`;
      await limiter.hit(k, 10, 10_000);
      await limiter.remember(k, '10.0.0.1', 10_000);
      await limiter.remember(k, '10.0.0.2', 10_000);
      await limiter.remember(k, '10.0.0.1', 10_000);
      expect((await limiter.recall(k)).sort()).toEqual(['10.0.0.1', '10.0.0.2']);
      await limiter.reset(k);
      expect(await limiter.recall(k)).toEqual([]);
      expect((await limiter.peek(k)).count).toBe(0);
      await limiter.remember(k, 'x', 50);
      await sleep(120);
      expect(await limiter.recall(k)).toEqual([]);
    });

    it('counts concurrent hits exactly', async () => {
      const k = `${key}:burst`;
      await Promise.all(Array.from({ length: 50 }, () => limiter.hit(k, 100, 5_000)));
      expect((await limiter.peek(k)).count).toBe(50);
    });
  });
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
behaves('memory', () => createMemoryAttemptLimiter(), sleep);
describe.skipIf(!redisUrl)('with Redis', () => {
  behaves('redis', () => createRedisAttemptLimiter(redisUrl!, 'md:test-attempts:'), sleep);
});

describe('minutesLeft', () => {
  it('rounds up and never says 0 while locked', () => {
    expect(minutesLeft(1)).toBe(1);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(60_001)).toBe(2);
    expect(minutesLeft(30 * 60_000)).toBe(30);
  });
});

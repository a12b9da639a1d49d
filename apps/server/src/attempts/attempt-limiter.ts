import { Redis } from 'ioredis';

/** How a key stands: attempts counted in the current window and the time until it resets. */
export interface AttemptState {
  count: number;
  resetInMs: number;
}

/**
 * Counts attempts per key in fixed windows (failed logins, SMS sends, registrations). The window
 * restarts when the count reaches the limit, so a lock lasts the whole window after the last
 * allowed attempt. In memory on one node; Redis when REDIS_URL is set, shared by every node.
 */
export interface AttemptLimiter {
  /** Counts one attempt and returns the state after it. */
  hit(key: string, limit: number, windowMs: number): Promise<AttemptState>;
  peek(key: string): Promise<AttemptState>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryAttemptLimiter(now: () => number = Date.now): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const prune = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  }, 60_000);
  prune.unref();
  return {
    async hit(key, limit, windowMs) {
      const w = live(key) ?? { count: 0, resetAt: now() + windowMs };
      w.count += 1;
      if (w.count === limit) w.resetAt = now() + windowMs;
      windows.set(key, w);
      return { count: w.count, resetInMs: w.resetAt - now() };
    },
    async peek(key) {
      const w = live(key);
      return w ? { count: w.count, resetInMs: w.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(prune);
    },
  };
}

/** INCR, then (re)start the window on the first attempt and on reaching the limit; one round trip. */
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 or c == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

export function createRedisAttemptLimiter(url: string, prefix = 'md:attempts:'): AttemptLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs, limit)) as [number, number];
      return { count, resetInMs: Math.max(0, ttl) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return count === null ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createAttemptLimiter(opts: { redisUrl?: string | undefined; prefix?: string }): AttemptLimiter {
  return opts.redisUrl ? createRedisAttemptLimiter(opts.redisUrl, opts.prefix) : createMemoryAttemptLimiter();
}

/** Whole minutes left, never 0 while a lock holds (the message says how long is left). */
export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

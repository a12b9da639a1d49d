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
 * A key also names a set (`remember`/`recall`): which addresses failed on an account.
 */
export interface AttemptLimiter {
  /** Counts one attempt and returns the state after it. */
  hit(key: string, limit: number, windowMs: number): Promise<AttemptState>;
  peek(key: string): Promise<AttemptState>;
  /** Takes `n` attempts off a count (a success forgives them), keeping its window; gone at 0. */
  forgive(key: string, n: number): Promise<void>;
  /** Adds a member to the set under key, which is forgotten `windowMs` after the last addition. */
  remember(key: string, member: string, windowMs: number): Promise<void>;
  recall(key: string): Promise<string[]>;
  /** Forgets the count and the set under key. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryAttemptLimiter(now: () => number = Date.now): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sets = new Map<string, { members: Set<string>; resetAt: number }>();
  const live = <T extends { resetAt: number }>(map: Map<string, T>, key: string) => {
    const w = map.get(key);
    if (w && w.resetAt <= now()) {
      map.delete(key);
      return undefined;
    }
    return w;
  };
  const prune = setInterval(() => {
    const t = now();
    for (const map of [windows, sets]) for (const [k, w] of map) if (w.resetAt <= t) map.delete(k);
  }, 60_000);
  prune.unref();
  return {
    async hit(key, limit, windowMs) {
      const w = live(windows, key) ?? { count: 0, resetAt: now() + windowMs };
      w.count += 1;
      if (w.count === limit) w.resetAt = now() + windowMs;
      windows.set(key, w);
      return { count: w.count, resetInMs: w.resetAt - now() };
    },
    async peek(key) {
      const w = live(windows, key);
      return w ? { count: w.count, resetInMs: w.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async forgive(key, n) {
      const w = live(windows, key);
      if (!w) return;
      w.count -= n;
      if (w.count <= 0) windows.delete(key);
    },
    async remember(key, member, windowMs) {
      const s = live(sets, key) ?? { members: new Set<string>(), resetAt: 0 };
      s.members.add(member);
      s.resetAt = now() + windowMs;
      sets.set(key, s);
    },
    async recall(key) {
      return [...(live(sets, key)?.members ?? [])];
    },
    async reset(key) {
      windows.delete(key);
      sets.delete(key);
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

/** DECRBY keeps the key's expiry; a count that would reach 0 is deleted instead. */
const FORGIVE_SCRIPT = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c <= tonumber(ARGV[1]) then redis.call('DEL', KEYS[1]) else redis.call('DECRBY', KEYS[1], ARGV[1]) end
return 0`;

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
    async forgive(key, n) {
      await redis.eval(FORGIVE_SCRIPT, 1, prefix + key, n);
    },
    async remember(key, member, windowMs) {
      // The set lives beside the count, under its own suffix, so one key can have both.
      await redis.multi().sadd(`${prefix}${key}:set`, member).pexpire(`${prefix}${key}:set`, windowMs).exec();
    },
    async recall(key) {
      return redis.smembers(`${prefix}${key}:set`);
    },
    async reset(key) {
      await redis.del(prefix + key, `${prefix}${key}:set`);
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

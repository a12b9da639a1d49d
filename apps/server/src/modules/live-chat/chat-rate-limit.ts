import { Redis } from 'ioredis';

/** At most `limit` messages in any `windowMs` (sliding). */
export interface ChatRateRule {
  limit: number;
  windowMs: number;
}

/** Issue 7: one message a second and twenty in thirty seconds, per user per room. */
export const CHAT_RATE_RULES: readonly ChatRateRule[] = [
  { limit: 1, windowMs: 1_000 },
  { limit: 20, windowMs: 30_000 },
];

/** The most recent messages remembered per key: enough for the largest limit. */
export const MAX_RULE_LIMIT = 20;

export type RateDecision = { allowed: true } | { allowed: false; rule: number; retryInMs: number };

/**
 * Sliding-window limits over the times of a key's last messages (key = room and user). `take`
 * records a message only when every rule allows it, so a refused message does not extend the
 * wait. In memory on one node; Redis when REDIS_URL is set, shared by every node.
 */
export interface ChatRateLimiter {
  take(key: string, rules: readonly ChatRateRule[]): Promise<RateDecision>;
  close(): Promise<void>;
}

function assertRules(rules: readonly ChatRateRule[]) {
  for (const r of rules)
    if (!(r.limit >= 1 && r.limit <= MAX_RULE_LIMIT && r.windowMs > 0))
      throw new Error(`chat rate rule out of range: ${JSON.stringify(r)}`);
}

interface Recent {
  times: Float64Array;
  next: number;
  count: number;
  /** The longest window this key was checked against: past it, the key is forgotten. */
  keepMs: number;
}

/**
 * Memory stays bounded: at most `maxKeys` keys (least recently used go first), each a ring of 20
 * times, and keys idle past their longest window are dropped a couple at a time on each call.
 */
export function createMemoryChatRateLimiter(
  opts: { maxKeys?: number; now?: () => number } = {},
): ChatRateLimiter & { size(): number } {
  const maxKeys = opts.maxKeys ?? 100_000;
  const now = opts.now ?? Date.now;
  const keys = new Map<string, Recent>();

  const latest = (r: Recent) => r.times[(r.next - 1 + MAX_RULE_LIMIT) % MAX_RULE_LIMIT]!;
  function forgetIdle(t: number) {
    for (let k = 0; k < 2; k++) {
      const first = keys.entries().next();
      if (first.done || t - latest(first.value[1]) < first.value[1].keepMs) return;
      keys.delete(first.value[0]);
    }
  }

  return {
    async take(key, rules) {
      assertRules(rules);
      const t = now();
      forgetIdle(t);
      const r = keys.get(key) ?? { times: new Float64Array(MAX_RULE_LIMIT), next: 0, count: 0, keepMs: 0 };
      for (let i = 0; i < rules.length; i++) {
        const { limit, windowMs } = rules[i]!;
        if (r.count < limit) continue;
        const nth = r.times[(r.next - limit + MAX_RULE_LIMIT) % MAX_RULE_LIMIT]!;
        if (t - nth < windowMs) return { allowed: false, rule: i, retryInMs: nth + windowMs - t };
      }
      r.times[r.next] = t;
      r.next = (r.next + 1) % MAX_RULE_LIMIT;
      r.count = Math.min(MAX_RULE_LIMIT, r.count + 1);
      r.keepMs = Math.max(r.keepMs, ...rules.map((x) => x.windowMs));
      keys.delete(key);
      keys.set(key, r);
      if (keys.size > maxKeys) keys.delete(keys.keys().next().value!);
      return { allowed: true };
    },
    size: () => keys.size,
    async close() {
      keys.clear();
    },
  };
}

/** Checks every rule against the key's list of times (newest first), then records; one round trip. */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local times = redis.call('LRANGE', KEYS[1], 0, tonumber(ARGV[2]) - 1)
for i = 4, #ARGV, 2 do
  local t = times[tonumber(ARGV[i])]
  local w = tonumber(ARGV[i + 1])
  if t and now - tonumber(t) < w then return {(i - 4) / 2, tonumber(t) + w - now} end
end
redis.call('LPUSH', KEYS[1], now)
redis.call('LTRIM', KEYS[1], 0, tonumber(ARGV[2]) - 1)
local keep = tonumber(redis.call('PTTL', KEYS[1]))
if keep < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return {-1, 0}`;

export function createRedisChatRateLimiter(
  url: string,
  opts: { prefix?: string; now?: () => number } = {},
): ChatRateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const prefix = opts.prefix ?? 'md:chat-rate:';
  const now = opts.now ?? Date.now;
  return {
    async take(key, rules) {
      assertRules(rules);
      const keepMs = Math.max(...rules.map((r) => r.windowMs));
      const args = rules.flatMap((r) => [r.limit, r.windowMs]);
      const [rule, retryInMs] = (await redis.eval(
        TAKE_SCRIPT,
        1,
        prefix + key,
        now(),
        MAX_RULE_LIMIT,
        keepMs,
        ...args,
      )) as [number, number];
      return rule < 0 ? { allowed: true } : { allowed: false, rule, retryInMs };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createChatRateLimiter(opts: { redisUrl?: string | undefined; prefix?: string }): ChatRateLimiter {
  return opts.redisUrl
    ? createRedisChatRateLimiter(opts.redisUrl, { ...(opts.prefix ? { prefix: opts.prefix } : {}) })
    : createMemoryChatRateLimiter();
}

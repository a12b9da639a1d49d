import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { BusMessage, RealtimeBus } from './bus.js';
import { ListenerSet } from './listener-set.js';

/** INCR the topic's sequence and PUBLISH in one atomic step, so every node sees the same order. */
const PUBLISH_SCRIPT = `
local seq = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', ARGV[1], '{"topic":' .. cjson.encode(ARGV[4]) .. ',"event":' .. cjson.encode(ARGV[5]) .. ',"seq":' .. seq .. ',"data":' .. ARGV[2] .. '}')
return seq
`;

const SEQ_TTL_MS = 24 * 3600 * 1000;

/**
 * Redis pub/sub across nodes: a publisher connection and a separate subscriber connection; one
 * Redis channel per topic, subscribed while at least one local listener wants it.
 */
export async function createRedisBus(opts: {
  url: string;
  logger: FastifyBaseLogger;
  prefix: string;
}): Promise<RealtimeBus> {
  const pub = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  pub.defineCommand('mdPublish', { numberOfKeys: 1, lua: PUBLISH_SCRIPT });
  for (const c of [pub, sub]) c.on('error', (err: Error) => opts.logger.warn({ err }, 'redis bus connection error'));

  const channel = (topic: string) => `${opts.prefix}ch:${topic}`;
  const seqKey = (topic: string) => `${opts.prefix}seq:${topic}`;
  const listeners = new ListenerSet();
  // A subscription is usable once Redis confirms it; later listeners of the topic wait for the same confirmation.
  const pending = new Map<string, Promise<void>>();

  sub.on('message', (_channel: string, text: string) => {
    try {
      listeners.deliver(JSON.parse(text) as BusMessage);
    } catch (err) {
      opts.logger.warn({ err }, 'unreadable realtime message from redis');
    }
  });

  type WithScript = Redis & {
    mdPublish(key: string, ch: string, data: string, ttl: number, topic: string, event: string): Promise<number>;
  };

  return {
    async publish(topic, event, data) {
      await (pub as WithScript).mdPublish(
        seqKey(topic),
        channel(topic),
        JSON.stringify(data ?? null),
        SEQ_TTL_MS,
        topic,
        event,
      );
    },
    async subscribe(topic, listener) {
      const [remove, first] = listeners.add(topic, listener, () => {
        sub.unsubscribe(channel(topic)).catch((err: unknown) => opts.logger.warn({ err }, 'redis unsubscribe failed'));
      });
      if (first)
        pending.set(
          topic,
          sub.subscribe(channel(topic)).then(() => undefined),
        );
      await pending.get(topic);
      return remove;
    },
    async currentSeq(topic) {
      return Number((await pub.get(seqKey(topic))) ?? 0);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

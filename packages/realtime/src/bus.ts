import type { EventName, EventPayload, Topic, TopicFamily } from '@matchday/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createMemoryBus } from './memory-bus.js';
import { createRedisBus } from './redis-bus.js';

export interface BusMessage {
  topic: string;
  event: string;
  data: unknown;
  /** Grows by exactly one per message of a topic, on every node. */
  seq: number;
}

/** Fan-out between server nodes: in memory on one node, Redis pub/sub across nodes. */
export interface RealtimeBus {
  publish(topic: string, event: string, data: unknown): Promise<void>;
  /** A local listener for a topic; resolves, with the unsubscribe function, once messages flow. */
  subscribe(topic: string, listener: (msg: BusMessage) => void): Promise<() => void>;
  /** The last seq published on a topic (0 when none). */
  currentSeq(topic: string): Promise<number>;
  close(): Promise<void>;
}

type FamilyOf<T extends string> = T extends 'site'
  ? 'site'
  : T extends `${infer F}:${string}`
    ? F extends TopicFamily
      ? F
      : never
    : never;

/** Typed publish: a misspelled event or a wrong payload fails to compile. */
export function publishEvent<T extends Topic, E extends EventName<FamilyOf<T>>>(
  bus: RealtimeBus,
  topic: T,
  event: E,
  data: EventPayload<FamilyOf<T>, E>,
): Promise<void> {
  return bus.publish(topic, event, data);
}

export async function createRealtimeBus(opts: {
  redisUrl?: string | undefined;
  logger: FastifyBaseLogger;
  channelPrefix?: string;
}): Promise<RealtimeBus> {
  if (!opts.redisUrl) return createMemoryBus();
  return createRedisBus({ url: opts.redisUrl, logger: opts.logger, prefix: opts.channelPrefix ?? 'md:rt:' });
}

import { sportsCodes } from '@matchday/contract';
import {
  createMemoryBus,
  realtimePlugin,
  TopicHub,
  type Authorize,
  type ConnectionCaps,
  type RealtimeBus,
} from '@matchday/realtime';
import type { FastifyPluginAsync } from 'fastify';
import type { SportsTokens } from '../auth/sports-tokens.js';
import type { PushSource } from './feed-source.js';
import { createPushPublisher } from './publisher.js';

/** How often the publisher diffs and pushes; a second matches the feed's state granularity. */
export const DEFAULT_PUSH_INTERVAL_MS = 1000;

export interface SportsPushOptions {
  source: PushSource;
  tokens: SportsTokens;
  intervalMs?: number;
  now?: () => number;
  /** The socket's path under the platform's prefix; `/push` when absent. */
  path?: string;
  /** Fan-out between nodes; an in-process memory bus when absent (one process serves the push). */
  bus?: RealtimeBus;
  /** Sockets per client address and in all; the realtime defaults (50 an address; 40 % of nofile, at most 10,000) when absent. */
  caps?: Partial<ConnectionCaps>;
}

/**
 * Sports sockets carry match and sport topics, and a member's own `user:{id}` for bet notices
 * (order and reserve); the app's site, room and balance pushes live on its own `/ws`.
 */
const sportsTopics: Authorize = (topic, family, userId) =>
  family === 'match' ||
  family === 'sport' ||
  (family === 'user' && userId !== null && userId > 0 && topic === `user:${userId}`);

/**
 * The sports platform's push (`pushServerAddress`): the realtime socket at `/push`, authenticated
 * by the platform's own tokens (guests too; an expired or forged token answers an error frame
 * with 14010), and the publisher that ticks the feed's changes onto its topics.
 */
export const sportsPushPlugin: FastifyPluginAsync<SportsPushOptions> = async (app, opts) => {
  const bus = opts.bus ?? createMemoryBus();
  const hub = new TopicHub(bus);
  const publisher = createPushPublisher({
    source: opts.source,
    bus,
    listened: () => hub.topicNames(),
    intervalMs: opts.intervalMs ?? DEFAULT_PUSH_INTERVAL_MS,
    ...(opts.now ? { now: opts.now } : {}),
    onError: (err) => app.log.error({ err }, 'sports push tick failed'),
  });

  await app.register(realtimePlugin, {
    bus,
    hub,
    path: opts.path ?? '/push',
    authorize: sportsTopics,
    expiredCode: sportsCodes.tokenExpired,
    ...(opts.caps ? { caps: opts.caps } : {}),
    authenticate: async (token) => {
      const verified = opts.tokens.verify(token);
      return verified === null || verified === 'expired' ? null : { userId: verified.userId };
    },
  });

  app.addHook('onReady', async () => publisher.start());
  app.addHook('onClose', async () => {
    await publisher.stop();
    if (!opts.bus) await bus.close();
  });
};

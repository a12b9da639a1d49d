import { MAX_PUSH_ORDERS_PER_STREAM, streamStatusCodes as S, type PushOrder } from '@matchday/contract';
import { publishEvent, type RealtimeBus } from '@matchday/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { feedLanguageOf, type SportsFeedReader } from '@matchday/contract';
import type { LiveStreamService } from '../live/index.js';
import type { Caller } from '../../http/caller.js';
import type { FollowOrderRepository } from './follow-order.repository.js';
import type { PushOrderRepository, PushOrderRow } from './push-order.repository.js';

/** Odds are stored exactly, in ten-thousandths. */
const ODDS_SCALE = 10_000;

export interface PushOrderInput {
  streamId: number;
  matchId: number;
  marketId: number;
  optionType: number;
  odds: number;
  note: string;
}

interface Paging {
  pageNum: number;
  pageSize: number;
  streamId?: number | undefined;
}

/** `followers`: distinct members who followed it with a bet of their own. */
export function pushOrderView(row: PushOrderRow, followers: number): PushOrder {
  return {
    id: row.id,
    streamId: row.streamId,
    presenterId: row.presenterId,
    sportId: row.sportId,
    matchId: row.matchId,
    marketId: row.marketId,
    optionType: row.optionType,
    odds: row.oddsE4 / ODDS_SCALE,
    matchName: row.matchName,
    marketName: row.marketName,
    optionName: row.optionName,
    note: row.note,
    createdAt: row.createdAt,
    followers,
  };
}

/** Sports data is needed to check a recommendation; without a feed the call is unavailable, never guessed. */
function requireFeed(feed: SportsFeedReader | null): SportsFeedReader {
  if (!feed) throw new AppError('featureUnavailable', 'live.sportsUnavailable');
  return feed;
}

/**
 * Recommended bets: an anchor pushes a platform option to the room of one of their own live
 * streams. The option is checked against the platform (match known, line open, option priced) and
 * stored with the platform's price then, whatever the body's odds say: a room never sees a price
 * the platform did not offer. Each one goes out as `room:{streamId}` `pushOrder`, and again with
 * its new follower count whenever a viewer follows it.
 */
export function createPushOrders(deps: {
  repo: PushOrderRepository;
  follows: Pick<FollowOrderRepository, 'followerCounts'>;
  streams: Pick<LiveStreamService, 'info'>;
  feed: SportsFeedReader | null;
  bus: RealtimeBus;
  logger: FastifyBaseLogger;
  now?: () => number;
}) {
  const { repo, bus, logger } = deps;
  const now = deps.now ?? Date.now;

  /** Sends a recommendation to its room, new or with a new follower count: the room adds or replaces its card. */
  async function announce(order: PushOrder): Promise<void> {
    await publishEvent(bus, `room:${order.streamId}`, 'pushOrder', order).catch((err: unknown) =>
      logger.warn({ err, pushOrderId: order.id }, 'push order push failed'),
    );
  }

  async function views(rows: PushOrderRow[]): Promise<PushOrder[]> {
    const counts = await deps.follows.followerCounts(rows.map((r) => r.id));
    return rows.map((r) => pushOrderView(r, counts.get(r.id) ?? 0));
  }

  return {
    async save(caller: Caller, input: PushOrderInput, lang: string): Promise<PushOrder> {
      const stream = await deps.streams.info(input.streamId, caller);
      if (stream.presenterId !== caller.userId) throw new AppError('forbidden', 'live.pushOrder.notYourStream');
      if (stream.status !== S.live) throw new AppError('conflict', 'live.pushOrder.notLive');
      if ((await repo.countOfStream(stream.id)) >= MAX_PUSH_ORDERS_PER_STREAM)
        throw new AppError('conflict', 'live.pushOrder.tooMany', null, { max: MAX_PUSH_ORDERS_PER_STREAM });
      const match = await requireFeed(deps.feed).matchDetail(input.matchId, feedLanguageOf(lang));
      if (!match) throw new AppError('notFound', 'live.pushOrder.matchUnknown');
      const line = match.markets.find((m) => m.id === input.marketId);
      if (!line || !line.open) throw new AppError('conflict', 'live.pushOrder.marketClosed');
      const option = line.options.find((o) => o.type === input.optionType);
      if (!option) throw new AppError('validationFailed', 'live.pushOrder.optionUnknown');
      // A locked option (odds ≤ 1, negative while suspended) cannot be backed.
      if (option.odds <= 1) throw new AppError('conflict', 'live.pushOrder.marketClosed');
      const row = await repo.insert({
        streamId: stream.id,
        presenterId: stream.presenterId,
        sportId: match.sportId,
        matchId: match.id,
        marketId: line.id,
        optionType: option.type,
        oddsE4: Math.round(option.odds * ODDS_SCALE),
        matchName: `${match.homeName} – ${match.awayName}`.slice(0, 160),
        marketName: line.marketName.slice(0, 120),
        optionName: option.name.slice(0, 160),
        note: input.note,
        createdAt: now(),
      });
      const order = pushOrderView(row, 0);
      await announce(order);
      return order;
    },

    /** The caller's own (a super admin: everyone's). */
    async mine(caller: Caller, q: Paging) {
      const page = await repo.page({ ...q, presenterId: caller.role === 'admin' ? undefined : caller.userId });
      return { list: await views(page.list), total: page.total };
    },

    async ofRoom(q: Paging & { streamId: number }) {
      const page = await repo.page(q);
      return { list: await views(page.list), total: page.total };
    },

    /** One recommendation with its current follower count, or null. */
    async find(id: number): Promise<PushOrder | null> {
      const row = await repo.byId(id);
      return row ? ((await views([row]))[0] ?? null) : null;
    },

    announce,
  };
}
export type PushOrders = ReturnType<typeof createPushOrders>;

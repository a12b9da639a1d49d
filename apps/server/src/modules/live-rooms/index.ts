import type { RealtimeBus } from '@matchday/realtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { SportsFeedReader } from '../../sports-feed.js';
import type { MemberBet } from '../bet-wallet/index.js';
import type { LiveStreamService } from '../live/index.js';
import type { WalletService } from '../wallet/index.js';
import { createFollowOrderRepository } from './follow-order.repository.js';
import { createFollowOrders } from './follow-orders.js';
import { createLiveMatches } from './live-matches.js';
import { liveRoomsRoutes } from './live-rooms.routes.js';
import { createLiveStatistics } from './live-statistics.js';
import { createPushOrderRepository } from './push-order.repository.js';
import { createPushOrders } from './push-orders.js';
import type { RoomFeeRepository } from './room-fee.repository.js';
import { createRoomFees, type RoomFees } from './room-fees.js';

export { createRoomFeeRepository, type RoomFeeRepository } from './room-fee.repository.js';
export { ROOM_FEE_HOUSE_ACCOUNT } from './room-fees.js';

export interface LiveRoomsModule {
  fees: RoomFees;
  /** The rooms' calls, inside the /api registrar. */
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
  /** Pays the anchors' shares a crash left unpaid (last 7 days); how many payments it settled. */
  reconcile(): Promise<number>;
}

const RECONCILE_WINDOW_MS = 7 * 24 * 3600_000;

/**
 * The live rooms' later slices: entry fees (through the guarded wallet), recommended bets and
 * viewers' follows of them, statistics, and match data from the sports feed port. `feeRepo` is
 * made before the live module, which asks it who paid before it hands out playback URLs.
 */
export function createLiveRoomsModule(opts: {
  db: AppDatabase;
  feeRepo: RoomFeeRepository;
  wallet: WalletService;
  streams: LiveStreamService;
  feed: SportsFeedReader | null;
  gifts: { received(presenterId: number, begin: number, end: number): Promise<{ count: number; senders: number }> };
  /** The bet wallet's read of a member's bet: a follow is recorded only for a real bet of the caller's. */
  bets: { memberBet(userId: number, orderId: string): Promise<MemberBet | null> };
  bus: RealtimeBus;
  logger: FastifyBaseLogger;
  preferredLine: 'flv' | 'hls';
  now?: () => number;
}): LiveRoomsModule {
  const now = opts.now ?? Date.now;
  const fees = createRoomFees({ repo: opts.feeRepo, wallet: opts.wallet, streams: opts.streams, now });
  const follows = createFollowOrderRepository(opts.db);
  const pushOrders = createPushOrders({
    repo: createPushOrderRepository(opts.db),
    follows,
    streams: opts.streams,
    feed: opts.feed,
    bus: opts.bus,
    logger: opts.logger,
    now,
  });
  const followOrders = createFollowOrders({ repo: follows, pushOrders, bets: opts.bets, now });
  const statistics = createLiveStatistics({ streams: opts.streams, gifts: opts.gifts, fees: opts.feeRepo, now });
  const matches = createLiveMatches({ streams: opts.streams, feed: opts.feed });
  return {
    fees,
    registerEndpoints: (api, deps) =>
      liveRoomsRoutes(api, deps, {
        fees,
        pushOrders,
        followOrders,
        statistics,
        matches,
        preferredLine: opts.preferredLine,
      }),
    reconcile: () => fees.reconcile(now() - RECONCILE_WINDOW_MS),
  };
}

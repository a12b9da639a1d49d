import type { AccessChange, RealtimeBus, SocketIdentity } from '@matchday/realtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { SportsFeedReader } from '@matchday/contract';
import type { MemberBet } from '../sports-platform/index.js';
import type { LiveModule } from '../live/index.js';
import type { LiveGiftsModule } from '../live-gifts/index.js';
import type { ModerationModule } from '../moderation/index.js';
import type { WalletService } from '../wallet/index.js';
import { createFollowOrderRepository } from './follow-order.repository.js';
import { createFollowOrders } from './follow-orders.js';
import { createLiveMatches } from './live-matches.js';
import { liveRoomsRoutes } from './live-rooms.routes.js';
import { createLiveStatistics } from './live-statistics.js';
import { createPushOrderRepository } from './push-order.repository.js';
import { createPushOrders } from './push-orders.js';
import { createRoomAccess } from './room-access.js';
import { createRoomFeeRepository } from './room-fee.repository.js';
import { createRoomFees } from './room-fees.js';

export { ROOM_FEE_HOUSE_ACCOUNT } from './room-fees.js';

export interface LiveRoomsModule {
  /** The rooms' calls, inside the /api registrar. */
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
  /** Pays the anchors' shares a crash left unpaid (last 7 days), and logs how many. */
  onReady(): Promise<void>;
  /** Stops listening for room access changes. */
  onClose(): Promise<void>;
  /**
   * The socket's rule for room topics (`admit`) and the access changes that make sockets judge
   * theirs again (`accessChanges`): what the app hands the realtime plugin for `/ws`.
   */
  roomTopics: {
    admit(topic: string, who: SocketIdentity | null): Promise<boolean>;
    accessChanges(recheck: (change: AccessChange) => void): void;
  };
}

const RECONCILE_WINDOW_MS = 7 * 24 * 3600_000;

/**
 * The live rooms' later slices: entry fees (through the guarded wallet), recommended bets and
 * viewers' follows of them, statistics, and match data from the sports feed port. The fees are
 * plugged into the live module, which asks who paid before it hands out playback URLs.
 */
export function createLiveRoomsModule(opts: {
  db: AppDatabase;
  /** The responsible-gambling guarded wallet. */
  wallet: WalletService;
  live: Pick<LiveModule, 'streams' | 'admitPaidViewers'>;
  /** The sports platform's matches; null without a platform. */
  feed: SportsFeedReader | null;
  gifts: Pick<LiveGiftsModule, 'received'>;
  /** The bet wallet's read of a member's bet: a follow is recorded only for a real bet of the caller's. */
  bets: { memberBet(userId: number, orderId: string): Promise<MemberBet | null> };
  /** A paid room's topic is refused to a member banned from it. */
  bans: Pick<ModerationModule['bans'], 'info' | 'onStandingChanged'>;
  bus: RealtimeBus;
  logger: FastifyBaseLogger;
  preferredLine: 'flv' | 'hls';
  now?: () => number;
}): LiveRoomsModule {
  const now = opts.now ?? Date.now;
  const streams = opts.live.streams;
  const feeRepo = createRoomFeeRepository(opts.db);
  const fees = createRoomFees({ repo: feeRepo, wallet: opts.wallet, streams, now });
  const follows = createFollowOrderRepository(opts.db);
  const pushOrders = createPushOrders({
    repo: createPushOrderRepository(opts.db),
    follows,
    streams,
    feed: opts.feed,
    bus: opts.bus,
    logger: opts.logger,
    now,
  });
  const followOrders = createFollowOrders({ repo: follows, pushOrders, bets: opts.bets, now });
  const statistics = createLiveStatistics({ streams, gifts: opts.gifts, fees: feeRepo, now });
  const matches = createLiveMatches({ streams, feed: opts.feed });
  const access = createRoomAccess({
    streams,
    fees: feeRepo,
    bans: opts.bans,
    bus: opts.bus,
    onError: (err) => opts.logger.warn({ err }, 'room access change not announced'),
    now,
  });
  // Playback URLs of a paid room go to members who paid and are not banned from it, like its topic.
  opts.live.admitPaidViewers({ hasPaid: access.mayWatch });
  let stopWatching: Promise<() => void> | null = null;
  return {
    roomTopics: {
      admit: access.admit,
      accessChanges(recheck) {
        stopWatching = access.watch(recheck);
      },
    },
    async onClose() {
      (await stopWatching)?.();
    },
    registerEndpoints: (api, deps) =>
      liveRoomsRoutes(api, deps, {
        fees,
        pushOrders,
        followOrders,
        statistics,
        matches,
        preferredLine: opts.preferredLine,
      }),
    async onReady() {
      const settled = await fees.reconcile(now() - RECONCILE_WINDOW_MS);
      if (settled > 0) opts.logger.info({ settled }, 'room fees reconciled with the ledger');
    },
  };
}

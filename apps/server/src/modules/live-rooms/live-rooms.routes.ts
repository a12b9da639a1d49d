import {
  liveFollowOrderList,
  liveFollowOrderSave,
  liveMatchScore,
  livePushOrderList,
  livePushOrderList2,
  livePushOrderSave,
  liveRelationFee,
  liveRelationIsFee,
  liveStatisticsSum,
  liveVideoMatchListFront,
  liveVideoQueryCustomerLineSwitch,
  liveVideoQueryKeyWordByName,
} from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { FollowOrders } from './follow-orders.js';
import type { LiveMatches } from './live-matches.js';
import type { LiveStatisticsService } from './live-statistics.js';
import type { PushOrders } from './push-orders.js';
import type { RoomFees } from './room-fees.js';

export interface LiveRoomsRoutesDeps {
  fees: RoomFees;
  pushOrders: PushOrders;
  followOrders: FollowOrders;
  statistics: LiveStatisticsService;
  matches: LiveMatches;
  /** LIVE_PREFERRED_LINE. */
  preferredLine: 'flv' | 'hls';
}

/** Spec §7 "Live" calls of the rooms: entry fees, recommended bets and their follows, statistics, match data, search. */
export function liveRoomsRoutes(app: FastifyInstance, deps: RegistrarDeps, rooms: LiveRoomsRoutesDeps) {
  registerEndpoint(app, deps, liveRelationIsFee, ({ caller, body }) => rooms.fees.status(caller!, body.streamId));
  registerEndpoint(app, deps, liveRelationFee, ({ caller, body }) => rooms.fees.pay(caller!, body));
  registerEndpoint(app, deps, livePushOrderSave, ({ caller, body, lang }) =>
    rooms.pushOrders.save(caller!, body, lang),
  );
  registerEndpoint(app, deps, livePushOrderList, ({ caller, body }) => rooms.pushOrders.mine(caller!, body));
  registerEndpoint(app, deps, livePushOrderList2, ({ body }) => rooms.pushOrders.ofRoom(body));
  registerEndpoint(app, deps, liveFollowOrderSave, ({ caller, body }) => rooms.followOrders.save(caller!, body));
  registerEndpoint(app, deps, liveFollowOrderList, ({ caller, body }) => rooms.followOrders.mine(caller!, body));
  registerEndpoint(app, deps, liveStatisticsSum, ({ caller, body }) => rooms.statistics.sum(caller!, body));
  registerEndpoint(app, deps, liveMatchScore, ({ body }) => rooms.matches.scores(body.gameIds));
  registerEndpoint(app, deps, liveVideoMatchListFront, ({ body, lang }) =>
    rooms.matches.matchListFront(body.sportId, lang),
  );
  registerEndpoint(app, deps, liveVideoQueryKeyWordByName, ({ query, lang }) =>
    rooms.matches.search(query.keyWord, lang),
  );
  registerEndpoint(app, deps, liveVideoQueryCustomerLineSwitch, async () => ({ line: rooms.preferredLine }));
}

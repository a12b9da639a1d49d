import type { Generated } from 'kysely';

/** A member's entry fee for one stream (debitKey: member → house room-fees; shareKey: house room-fees → anchor). */
export interface LiveRoomFeesTable {
  id: Generated<number>;
  streamId: number;
  memberId: number;
  presenterId: number;
  /** The attempt's client key; a new key may retry only after a rejection. */
  requestKey: string;
  currency: string;
  amount: number;
  anchorShare: number;
  debitKey: string;
  shareKey: string;
  status: 'pending' | 'posted' | 'rejected';
  createdAt: number;
  updatedAt: number;
}

/** A bet an anchor recommended to a room. */
export interface LivePushOrdersTable {
  id: Generated<number>;
  streamId: number;
  presenterId: number;
  sportId: number;
  matchId: number;
  marketId: number;
  optionType: number;
  /** European odds × 10,000 (exact). */
  oddsE4: number;
  matchName: string;
  marketName: string;
  optionName: string;
  note: string;
  createdAt: number;
}

/** A viewer's sports bet placed on a recommended bet (one per member and bet). */
export interface LiveFollowOrdersTable {
  id: Generated<number>;
  pushOrderId: number;
  userId: number;
  /** The sports platform's order id, as its bet record holds it. */
  orderId: string;
  currency: string;
  /** The bet record's stake, minor units. */
  stake: number;
  createdAt: number;
}

/** Entry fees, recommended bets and their follows: this module's part of the app's `Database` (db/schema.ts). */
export interface LiveRoomsTables {
  liveRoomFees: LiveRoomFeesTable;
  livePushOrders: LivePushOrdersTable;
  liveFollowOrders: LiveFollowOrdersTable;
}

import type { BetWallet, EventPayload } from '@matchday/contract';
import type { Feed } from '../feed/feed.js';
import type { ResultRepository } from '../results/result.repository.js';
import type { BettingTimings } from './betting-rules.js';
import type { IdMinter } from './order-ids.js';
import type { OrderRepository } from './order.repository.js';
import type { RiskBook } from './stake-limits.js';

/** What a member's `user:{id}` topic is told (contract realtime `order`, `reserve` and `reservedCashOut`). */
export type BetNotice =
  | { event: 'order'; data: { oid: string; st: number; rj?: number; rjs?: string; sa?: number } }
  | { event: 'reserve'; data: { id: string; rst: number; fr?: number; oid?: string } }
  | { event: 'reservedCashOut'; data: EventPayload<'user', 'reservedCashOut'> };

/** The member a platform token speaks for (never a guest). */
export interface Bettor {
  userId: number;
  userName: string;
  currency: string;
  /** The operator's session their token names; every stake's debit carries it (issue 17 #5). */
  session?: string | undefined;
}

/** What the betting parts share: the feed, sports.db, the operator's wallet, the clock and the member's push. */
export interface BettingContext {
  feed: Feed;
  store: OrderRepository;
  results: ResultRepository;
  wallet: BetWallet;
  clock: () => number;
  mintId: IdMinter;
  risk: RiskBook;
  timings: BettingTimings;
  notify(userId: number, notice: BetNotice): void;
  log(message: string, err?: unknown): void;
}

import type { BetWallet, StakeOrderState } from '@matchday/contract';
import { orderStatus } from '@matchday/contract';
import { publishEvent, type RealtimeBus } from '@matchday/realtime';
import type { SportsDatabase } from '../db/database.js';
import type { Feed } from '../feed/feed.js';
import type { ResultRepository } from '../results/result.repository.js';
import { createAcceptance } from './acceptance.js';
import { createBetHistory } from './bet-history.js';
import { createBetSlip } from './bet-slip.js';
import { createCashOut } from './cash-out.js';
import { createCashOutRepository } from './cash-out.repository.js';
import type { Bettor, BettingContext, BetNotice } from './betting-context.js';
import { DEFAULT_TIMINGS, type BettingTimings } from './betting-rules.js';
import { createIdMinter } from './order-ids.js';
import { refundStake } from './order-money.js';
import { createOrderRepository } from './order.repository.js';
import { takeStake } from './placement.js';
import { createReserves } from './reserve.js';
import { createReserveRepository } from './reserve.repository.js';
import { createReservedCashOutRepository } from './reserved-cash-out.repository.js';
import { createReservedCashOuts } from './reserved-cash-outs.js';
import { serialRun } from './serial-run.js';
import { createSettlementRunner } from './settlement-runner.js';
import { createSettlementRepository } from './settlement.repository.js';
import { createRiskBook } from './stake-limits.js';

export interface BettingOptions {
  db: SportsDatabase;
  feed: Feed;
  results: ResultRepository;
  wallet: BetWallet;
  bus: RealtimeBus;
  clock: () => number;
  timings?: BettingTimings;
  /** How often results are graded and paid (2 s); 0 runs only on `settleNow()` (tests). */
  settleEveryMs?: number;
  /** Where problems are reported; the host's logger once `start` is given one, stderr before. */
  log?: (message: string, err?: unknown) => void;
}

/** The host's logger (Fastify's pino): problems are written as warnings with their error. */
export interface BettingLogger {
  warn(obj: object, msg: string): void;
}

/** How often in-play orders whose delay ended are decided, reservations (bets and cash-outs) checked, and stuck stakes and refunds retried. */
const ACCEPT_EVERY_MS = 200;
const RESERVE_EVERY_MS = 1000;
const SWEEP_EVERY_MS = 10_000;

/** Runs `work` every `ms`, never two at once; errors are logged, the loop goes on. */
function loop(ms: number, work: () => Promise<unknown>, log: (m: string, e?: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running = work()
      .catch((err: unknown) => log('betting loop failed', err))
      .finally(() => {
        running = null;
        if (timer) timer = setTimeout(tick, ms);
      });
  };
  return {
    start() {
      timer = setTimeout(tick, ms);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

/**
 * Betting on the platform: placement, in-play acceptance, settlement from results, and the
 * recovery that finishes whatever a crash interrupted. Money moves only through `wallet`.
 */
export function createBetting(opts: BettingOptions) {
  let logger: BettingLogger | null = null;
  const log =
    opts.log ?? ((m: string, e?: unknown) => (logger ? logger.warn({ err: e }, m) : console.error(m, e ?? '')));
  const store = createOrderRepository(opts.db);
  const ctx: BettingContext = {
    feed: opts.feed,
    store,
    results: opts.results,
    wallet: opts.wallet,
    clock: opts.clock,
    mintId: createIdMinter(opts.clock),
    risk: createRiskBook(),
    timings: opts.timings ?? DEFAULT_TIMINGS,
    notify(userId: number, notice: BetNotice) {
      const topic = `user:${userId}` as const;
      const sent = publishEvent(opts.bus, topic, notice.event, notice.data);
      sent.catch((err: unknown) => log(`notice to user ${userId} failed`, err));
    },
    log,
  };
  const acceptance = createAcceptance(ctx);
  const slip = createBetSlip(ctx, (orders) => orders.forEach((o) => acceptance.watch(o)));
  const settlement = createSettlementRunner(ctx, createSettlementRepository(opts.db, store));
  // One run at a time: the loop, settleNow and a results-desk change never grade concurrently.
  const settle = serialRun(() => settlement.run());
  const cashOutStore = createCashOutRepository(opts.db, store);
  const reservedStore = createReservedCashOutRepository(opts.db, store);
  const cashOut = createCashOut(ctx, cashOutStore, reservedStore);
  const reservedCashOuts = createReservedCashOuts(ctx, reservedStore, cashOut, cashOutStore);
  const reserves = createReserves(ctx, createReserveRepository(opts.db, store));
  const history = createBetHistory(opts.db, store, cashOutStore, reservedStore);

  /** Finishes what a crash or an unreachable wallet left: stakes not taken, refunds not paid. */
  async function sweep(): Promise<void> {
    for (const order of await store.inStatus(orderStatus.created)) {
      await takeStake(ctx, order);
      acceptance.watch(order);
    }
    for (const order of await store.refundsDue()) await refundStake(ctx, order);
    await cashOut.sweep();
  }

  const loops = [
    loop(ACCEPT_EVERY_MS, () => acceptance.tick(), log),
    loop(SWEEP_EVERY_MS, sweep, log),
    loop(RESERVE_EVERY_MS, () => reserves.watch(), log),
    loop(RESERVE_EVERY_MS, () => reservedCashOuts.watch(), log),
    ...(opts.settleEveryMs === 0 ? [] : [loop(opts.settleEveryMs ?? 2000, settle, log)]),
  ];

  return {
    ctx,
    slip,
    cashOut,
    reservedCashOuts,
    reserves,
    history,
    async start(host?: BettingLogger): Promise<void> {
      logger = host ?? null;
      for (const order of await store.openOrders())
        ctx.risk.open(order, (order.totalStake - order.cashedOutStake) / order.totalStake);
      await acceptance.recover();
      await sweep();
      for (const l of loops) l.start();
    },
    async stop(): Promise<void> {
      for (const l of loops) await l.stop();
      await store.close();
    },
    /** Decides in-play orders whose delay has ended (tests drive it with their clock). */
    acceptNow: () => acceptance.tick(),
    /** Grades and pays now; a call during a run gets one more run after it. */
    settleNow: settle,
    watchReserves: () => reserves.watch(),
    watchReservedCashOuts: () => reservedCashOuts.watch(),
    sweep,

    async orderStates(bettor: Bettor, ids: readonly string[]): Promise<StakeOrderState[]> {
      const orders = await store.ofUser(bettor.userId, ids);
      return orders.map((o) => ({
        oid: o.id,
        st: o.status,
        ...(o.status === orderStatus.rejected ? { rj: o.rejectReason ?? 1, rjs: o.rejectText ?? '' } : {}),
      }));
    },
  };
}

export type Betting = ReturnType<typeof createBetting>;

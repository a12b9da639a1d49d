/**
 * The platform's betting limits and timings (the contract leaves them to the operator; see
 * README.md). Money in minor units of the member's wallet currency.
 */
export interface CurrencyLimits {
  /** Least stake of a single, or of one sub-bet of a series. */
  minStake: number;
  /** Most stake of one bet before the win cap narrows it. */
  maxStake: number;
  /** Most a bet may win (return less stake); the stake cap follows from the odds. */
  maxWin: number;
  /** Most a member may stake on one match across bets. */
  maxStakePerMatch: number;
  /** Most the house may lose on one selection across every member's bets. */
  maxLiabilityPerSelection: number;
}

export const CURRENCY_LIMITS: Readonly<Record<string, CurrencyLimits>> = {
  VND: {
    minStake: 1_000_000,
    maxStake: 2_000_000_000,
    maxWin: 50_000_000_000,
    maxStakePerMatch: 5_000_000_000,
    maxLiabilityPerSelection: 500_000_000_000,
  },
  CNY: {
    minStake: 1_000,
    maxStake: 5_000_000,
    maxWin: 100_000_000,
    maxStakePerMatch: 10_000_000,
    maxLiabilityPerSelection: 1_000_000_000,
  },
  USD: {
    minStake: 100,
    maxStake: 500_000,
    maxWin: 10_000_000,
    maxStakePerMatch: 1_000_000,
    maxLiabilityPerSelection: 100_000_000,
  },
};

export function limitsOf(currency: string): CurrencyLimits | undefined {
  return CURRENCY_LIMITS[currency];
}

export interface BettingTimings {
  /** In-play acceptance delay per sport id (ms); `default` for the rest. */
  liveDelayMs: Readonly<Record<number, number>> & { default: number };
  /**
   * The live video's publish-to-viewer latency: no delay is shorter, so a viewer of a faster
   * feed than the stream gains nothing.
   */
  videoLatencyMs: number;
}

export const DEFAULT_TIMINGS: BettingTimings = {
  liveDelayMs: { 1: 5000, 3: 3000, 177: 5000, 178: 3000, default: 4000 },
  videoLatencyMs: 2000,
};

export function liveDelayOf(sid: number, timings: BettingTimings): number {
  return Math.max(timings.liveDelayMs[sid] ?? timings.liveDelayMs.default, timings.videoLatencyMs);
}

/** The house's share kept on a cash-out price, over the fair value of the bet. */
export const CASH_OUT_MARGIN = 0.05;
/** A quote still pays while the live price is at most this much below it. */
export const CASH_OUT_TOLERANCE = 0.02;
/** Reserve bets: the highest target a member may set, as a multiple of the current price. */
export const RESERVE_MAX_ODDS_FACTOR = 3;
/** Placement calls a member may make per second before 14068 (a human clicks far slower). */
export const PLACEMENTS_PER_SECOND = 10;

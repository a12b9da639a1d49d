import type { CurrencyLimits } from './betting-rules.js';

/** An open bet as the risk book counts it. */
export interface OpenBet {
  userId: number;
  currency: string;
  totalStake: number;
  maxReturn: number;
  legs: readonly { matchId: number; marketId: number; optionType: number }[];
}

/**
 * What is at stake in open bets, kept in memory and rebuilt from sports.db at start (the platform
 * is one process): the house's possible loss per selection (a parlay counts its whole possible win
 * on each leg, cautiously), and each member's stake per match. `share` is the part of a bet that
 * opens or closes (a partial cash-out closes its share).
 */
export function createRiskBook() {
  const exposure = new Map<string, number>();
  const staked = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };
  function move(bet: OpenBet, sign: 1 | -1, share: number): void {
    const win = Math.floor((bet.maxReturn - bet.totalStake) * share);
    const stake = Math.floor(bet.totalStake * share);
    for (const l of bet.legs) bump(exposure, `${l.marketId}:${l.optionType}:${bet.currency}`, sign * win);
    for (const matchId of new Set(bet.legs.map((l) => l.matchId)))
      bump(staked, `${bet.userId}:${matchId}:${bet.currency}`, sign * stake);
  }
  return {
    exposure: (marketId: number, optionType: number, currency: string): number =>
      exposure.get(`${marketId}:${optionType}:${currency}`) ?? 0,
    staked: (userId: number, matchId: number, currency: string): number =>
      staked.get(`${userId}:${matchId}:${currency}`) ?? 0,
    open: (bet: OpenBet, share = 1) => move(bet, 1, share),
    close: (bet: OpenBet, share = 1) => move(bet, -1, share),
  };
}

export type RiskBook = ReturnType<typeof createRiskBook>;

/**
 * The most a member may stake on one selection now, in minor units: the currency's cap, the win
 * cap at these odds, what is left of the member's per-match cap and of the selection's liability.
 */
export function maxSingleStake(
  limits: CurrencyLimits,
  oddsThousandths: number,
  stakedOnMatch: number,
  exposure: number,
): number {
  const winPerUnit = (oddsThousandths - 1000) / 1000;
  const byWin = winPerUnit > 0 ? Math.floor(limits.maxWin / winPerUnit) : limits.maxStake;
  const byLiability =
    winPerUnit > 0 ? Math.floor((limits.maxLiabilityPerSelection - exposure) / winPerUnit) : limits.maxStake;
  return Math.max(0, Math.min(limits.maxStake, byWin, limits.maxStakePerMatch - stakedOnMatch, byLiability));
}

/**
 * Per sub-bet stake bounds of a series with `subBets` sub-bets whose odds sum to `sumOfOdds`:
 * the total stake within the stake cap and the all-legs-win profit within the win cap.
 */
export function seriesStakeRange(
  limits: CurrencyLimits,
  subBets: number,
  sumOfOdds: number,
): { min: number; max: number } {
  const winPerUnit = sumOfOdds - subBets;
  const byWin = winPerUnit > 0 ? Math.floor(limits.maxWin / winPerUnit) : limits.maxStake;
  return { min: limits.minStake, max: Math.max(0, Math.min(Math.floor(limits.maxStake / subBets), byWin)) };
}

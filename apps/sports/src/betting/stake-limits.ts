import type { CurrencyLimits } from './betting-rules.js';

/**
 * The house's open exposure per selection and currency: what it would pay beyond the stakes if
 * the selection wins. A parlay counts its whole possible win on each of its legs (cautious).
 */
export function createExposureBook() {
  const book = new Map<string, number>();
  const key = (marketId: number, optionType: number, currency: string) => `${marketId}:${optionType}:${currency}`;
  return {
    of: (marketId: number, optionType: number, currency: string): number => book.get(key(marketId, optionType, currency)) ?? 0,
    add(legs: readonly { marketId: number; optionType: number }[], currency: string, amount: number): void {
      for (const l of legs) {
        const k = key(l.marketId, l.optionType, currency);
        const next = (book.get(k) ?? 0) + amount;
        if (next <= 0) book.delete(k);
        else book.set(k, next);
      }
    },
    clear: () => book.clear(),
  };
}

export type ExposureBook = ReturnType<typeof createExposureBook>;

/**
 * The most a member may stake on one selection now, in minor units: the currency's cap, the win
 * cap at these odds, what is left of the member's per-match cap and of the selection's liability.
 */
export function maxSingleStake(limits: CurrencyLimits, oddsThousandths: number, stakedOnMatch: number, exposure: number): number {
  const winPerUnit = (oddsThousandths - 1000) / 1000;
  const byWin = winPerUnit > 0 ? Math.floor(limits.maxWin / winPerUnit) : limits.maxStake;
  const byLiability = winPerUnit > 0 ? Math.floor((limits.maxLiabilityPerSelection - exposure) / winPerUnit) : limits.maxStake;
  return Math.max(0, Math.min(limits.maxStake, byWin, limits.maxStakePerMatch - stakedOnMatch, byLiability));
}

/**
 * Per sub-bet stake bounds of a series with `subBets` sub-bets whose odds sum to `sumOfOdds`:
 * the total stake within the stake cap and the all-legs-win profit within the win cap.
 */
export function seriesStakeRange(limits: CurrencyLimits, subBets: number, sumOfOdds: number): { min: number; max: number } {
  const winPerUnit = sumOfOdds - subBets;
  const byWin = winPerUnit > 0 ? Math.floor(limits.maxWin / winPerUnit) : limits.maxStake;
  return { min: limits.minStake, max: Math.max(0, Math.min(Math.floor(limits.maxStake / subBets), byWin)) };
}

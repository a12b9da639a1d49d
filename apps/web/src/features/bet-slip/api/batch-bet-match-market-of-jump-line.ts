import { sportsPaths } from '@matchday/contract/client';
import type { SlipSelection } from '@/shared/bet-slip/bet-slip-store';
import { sportsCall } from '@/shared/http/sports-client';

/**
 * The slip's refresh (§6.2): current prices, statuses and stake ranges of the selections, and
 * with `isSelectSeries` the parlay series on offer. Failures stay quiet: the next refresh retries.
 */
export function fetchJumpLine(selections: readonly SlipSelection[], isSelectSeries: boolean, signal?: AbortSignal) {
  const betMatchMarketList = selections.map((s) => ({
    matchId: s.matchId,
    marketId: s.marketId,
    type: s.optionType,
    oddsType: 1,
  }));
  return sportsCall(
    sportsPaths.batchBetMatchMarketOfJumpLine,
    { betMatchMarketList, isSelectSeries },
    { noNeedResponseMsg: true, ...(signal ? { signal } : {}) },
  );
}

import { sportsPaths } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlipSelection } from '@/shared/bet-slip/bet-slip-store';
import { sportsCall } from '@/shared/http/sports-client';
import { betSlipKeys } from './keys';

/** A reserve bet's limits for one selection (§9): stakes, max-win basis, highest target, current price. */
export const reserveParameterQueryOptions = (s: Pick<SlipSelection, 'matchId' | 'marketId' | 'optionType'>) =>
  queryOptions({
    queryKey: betSlipKeys.reserveParameter(s.matchId, s.marketId, s.optionType),
    queryFn: () =>
      sportsCall(
        sportsPaths.reserveGetBetParameter,
        { matchId: s.matchId, marketId: s.marketId, optionType: s.optionType },
        { noNeedResponseMsg: true },
      ),
  });

export function useReserveParameter(s: Pick<SlipSelection, 'matchId' | 'marketId' | 'optionType'> | null) {
  return useQuery({
    ...reserveParameterQueryOptions(s ?? { matchId: 0, marketId: 0, optionType: 0 }),
    enabled: s !== null,
  });
}

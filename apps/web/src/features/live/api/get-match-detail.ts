import { sportsPaths } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { liveKeys } from './keys';

/** Lines suspend and prices move in play: the chosen match is read again this often. */
export const BET_MATCH_REFRESH_MS = 5_000;

/** One match with every market line (European prices), to pick a line and an option from. */
export const betMatchQueryOptions = (matchId: number | null, language: string) =>
  queryOptions({
    queryKey: liveKeys.betMatch(matchId, language),
    refetchInterval: BET_MATCH_REFRESH_MS,
    queryFn: ({ signal }) =>
      sportsCall(
        sportsPaths.getMatchDetail,
        { matchId: matchId ?? 0, oddsType: 1 },
        { signal, noNeedResponseMsg: true },
      ),
  });

export function useBetMatch(matchId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...betMatchQueryOptions(matchId, i18n.language), enabled: matchId !== null });
}

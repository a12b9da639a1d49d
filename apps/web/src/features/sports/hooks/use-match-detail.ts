import { sportsPaths } from '@matchday/contract/client';
import type { matchGetMatchDetail, SportsDataOf } from '@matchday/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';

/** Detail poll period (contract §3.4: about every 5 s). */
export const DETAIL_REFRESH_MS = 5_000;

export type MatchDetail = SportsDataOf<typeof matchGetMatchDetail>;

/** Query key of one match's detail in a language; pushes for the match update this entry. */
export const matchDetailQueryKey = (matchId: number, language: string) =>
  ['sports', 'detail', language, matchId] as const;

/** One match or outright with every market (`/v1/match/getMatchDetail`), polled every 5 s; European prices, shown in the member's format. */
export function useMatchDetail(matchId: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: matchDetailQueryKey(matchId, i18n.language),
    enabled: matchId > 0,
    queryFn: ({ signal }) =>
      sportsCall(sportsPaths.getMatchDetail, { matchId, oddsType: 1 }, { signal, noNeedResponseMsg: true }),
    refetchInterval: (query) => (query.state.data?.ms === 0 ? false : DETAIL_REFRESH_MS),
  });
}

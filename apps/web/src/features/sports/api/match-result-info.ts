import { sportsPaths, type BrowserSportsData } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { STALE } from '@/shared/query/stale';
import { sportsKeys } from './keys';

export type ResultDetail = BrowserSportsData<typeof sportsPaths.matchResultInfo>;

/** One ended match with every period and score type (`/v1/match/matchResultInfo`). */
export const resultDetailQueryOptions = (language: string, matchId: number | null) =>
  queryOptions({
    queryKey: sportsKeys.result(language, matchId),
    staleTime: STALE.sportsResults,
    queryFn: ({ signal }) =>
      sportsCall(sportsPaths.matchResultInfo, { matchId: matchId ?? 0 }, { signal, noNeedResponseMsg: true }),
  });

export function useResultDetail(matchId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...resultDetailQueryOptions(i18n.language, matchId), enabled: matchId !== null });
}

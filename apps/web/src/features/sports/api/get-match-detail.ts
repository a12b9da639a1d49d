import { matchStatus, sportsPaths } from '@matchday/contract/client';
import type { matchGetMatchDetail, SportsDataOf } from '@matchday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { seedLatest } from '../stores/live-match-store';
import { sportsKeys } from './keys';

/** Detail poll period (contract §3.4: about every 5 s). */
export const DETAIL_REFRESH_MS = 5_000;

export type MatchDetail = SportsDataOf<typeof matchGetMatchDetail>;

/** One match or outright with every market (`/v1/match/getMatchDetail`), polled every 5 s until it ends; European prices. */
export const matchDetailQueryOptions = (language: string, matchId: number) =>
  queryOptions({
    queryKey: sportsKeys.detail(language, matchId),
    queryFn: async ({ signal }) => {
      const detail = await sportsCall(
        sportsPaths.getMatchDetail,
        { matchId, oddsType: 1 },
        { signal, noNeedResponseMsg: true },
      );
      seedLatest([detail]);
      return detail;
    },
    refetchInterval: (query) => (query.state.data?.ms === matchStatus.ended ? false : DETAIL_REFRESH_MS),
  });

export function useMatchDetail(matchId: number) {
  const { i18n } = useTranslation();
  return useQuery({ ...matchDetailQueryOptions(i18n.language, matchId), enabled: matchId > 0 });
}

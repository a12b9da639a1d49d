import { sportsPaths } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { seedLatest } from '../stores/live-match-store';
import { LIVE_REFRESH_MS } from './get-list';
import { sportsKeys } from './keys';

/** How many picks the recommendations view shows. */
export const RECOMMEND_SIZE = 20;

/** The platform's recommended matches (`/v1/match/recommendMatchList`), live first. */
export const recommendationsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: sportsKeys.recommend(language),
    queryFn: async ({ signal }) => {
      const picks = await sportsCall(
        sportsPaths.recommendMatchList,
        { size: RECOMMEND_SIZE, random: false, oddsType: 1, isPC: true },
        { signal, noNeedResponseMsg: true },
      );
      seedLatest(picks);
      return picks;
    },
    refetchInterval: LIVE_REFRESH_MS,
  });

export function useRecommendations() {
  const { i18n } = useTranslation();
  return useQuery(recommendationsQueryOptions(i18n.language));
}

import { sportsPaths } from '@matchday/contract/client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { STALE } from '@/shared/query/stale';
import { LIST_TYPE_VALUE, PAGE_SIZE, type PlayTypeView } from '../lib/list-types';
import { LIVE_REFRESH_MS } from './use-sports-data';

/** How many picks the recommendations view shows. */
export const RECOMMEND_SIZE = 20;

/** Leagues on sale in a view and sport (`/v1/match/getOnSaleLeagues`), for the league dropdown. */
export function useOnSaleLeagues(view: PlayTypeView, sportId: number, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['sports', 'leagues', i18n.language, view, sportId],
    enabled,
    staleTime: STALE.sportsLeagues,
    queryFn: ({ signal }) =>
      sportsCall(
        sportsPaths.getOnSaleLeagues,
        { type: LIST_TYPE_VALUE[view], sportId },
        { signal, noNeedResponseMsg: true },
      ),
  });
}

/** Matches whose team or league name holds the keyword, in any language (`/v1/match/queryMatchByRecommend`); a blank keyword asks nothing. */
export function useMatchSearch(keyword: string) {
  const { i18n } = useTranslation();
  const recommend = keyword.trim();
  return useQuery({
    queryKey: ['sports', 'search', i18n.language, recommend],
    enabled: recommend.length > 0,
    queryFn: ({ signal }) =>
      sportsCall(
        sportsPaths.queryMatchByRecommend,
        { recommend, size: PAGE_SIZE, oddsType: 1, isPC: true },
        { signal, noNeedResponseMsg: true },
      ),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** The platform's recommended matches (`/v1/match/recommendMatchList`), live first. */
export function useRecommendations() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['sports', 'recommend', i18n.language],
    queryFn: ({ signal }) =>
      sportsCall(
        sportsPaths.recommendMatchList,
        { size: RECOMMEND_SIZE, random: false, oddsType: 1, isPC: true },
        { signal, noNeedResponseMsg: true },
      ),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

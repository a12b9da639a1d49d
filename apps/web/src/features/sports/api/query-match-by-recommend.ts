import { sportsPaths } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { PAGE_SIZE } from '../lib/list-types';
import { seedLatest } from '../stores/live-match-store';
import { LIVE_REFRESH_MS } from './get-list';
import { sportsKeys } from './keys';

/** Matches whose team or league name holds the keyword, in any language (`/v1/match/queryMatchByRecommend`). */
export const matchSearchQueryOptions = (language: string, keyword: string) =>
  queryOptions({
    queryKey: sportsKeys.search(language, keyword),
    queryFn: async ({ signal }) => {
      const found = await sportsCall(
        sportsPaths.queryMatchByRecommend,
        { recommend: keyword, size: PAGE_SIZE, oddsType: 1, isPC: true },
        { signal, noNeedResponseMsg: true },
      );
      seedLatest(found);
      return found;
    },
    refetchInterval: LIVE_REFRESH_MS,
  });

/** A blank keyword asks nothing. */
export function useMatchSearch(keyword: string) {
  const { i18n } = useTranslation();
  const recommend = keyword.trim();
  return useQuery({ ...matchSearchQueryOptions(i18n.language, recommend), enabled: recommend.length > 0 });
}

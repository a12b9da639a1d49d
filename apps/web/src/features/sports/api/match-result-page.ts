import { sportsPaths } from '@matchday/contract/client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { STALE } from '@/shared/query/stale';
import { localOffsetMinutes } from '@/shared/time/local-time';
import { PAGE_SIZE } from '../lib/list-types';
import { resultRange, type ResultRange } from '../lib/result-ranges';
import { sportsKeys } from './keys';

/** Results of a sport in a date range, league by league (`/v1/match/matchResultPage`, orderBy 1), 50 a page. */
export const resultPagesQueryOptions = (language: string, sportId: number, range: ResultRange) =>
  infiniteQueryOptions({
    queryKey: sportsKeys.results(language, sportId, range),
    staleTime: STALE.sportsResults,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const now = Date.now();
      const window = resultRange(range, now, localOffsetMinutes(now));
      return sportsCall(
        sportsPaths.matchResultPage,
        { sportId, ...window, current: pageParam, size: PAGE_SIZE, orderBy: 1 },
        { signal, noNeedResponseMsg: true },
      );
    },
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });

export function useResultPages(sportId: number, range: ResultRange) {
  const { i18n } = useTranslation();
  return useInfiniteQuery(resultPagesQueryOptions(i18n.language, sportId, range));
}

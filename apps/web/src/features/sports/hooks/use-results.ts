import { sportsPaths } from '@matchday/contract/client';
import type { BrowserSportsData } from '@matchday/contract/client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { STALE } from '@/shared/query/stale';
import { localOffsetMinutes } from '@/shared/time/local-time';
import { PAGE_SIZE } from '../lib/list-types';
import { resultRange, type ResultRange } from '../lib/result-ranges';

export type ResultDetail = BrowserSportsData<typeof sportsPaths.matchResultInfo>;

/** Results of a sport in a date range, league by league (`/v1/match/matchResultPage`, orderBy 1), 50 a page. */
export function useResultPages(sportId: number, range: ResultRange) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: ['sports', 'results', i18n.language, sportId, range],
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
}

/** One ended match with every period and score type (`/v1/match/matchResultInfo`). */
export function useResultDetail(matchId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['sports', 'result', i18n.language, matchId],
    enabled: matchId !== null,
    staleTime: STALE.sportsResults,
    queryFn: ({ signal }) =>
      sportsCall(sportsPaths.matchResultInfo, { matchId: matchId ?? 0 }, { signal, noNeedResponseMsg: true }),
  });
}

import { sportsPaths } from '@matchday/contract/client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { isLive, LIST_TYPE_VALUE, PAGE_SIZE, type PlayTypeView } from '../lib/list-types';

/** Refetch period while live matches are on screen and the push socket is not connected. */
export const LIVE_REFRESH_MS = 5_000;
/** Refetch period while the push socket patches the list: a fallback only. */
export const PUSHED_REFRESH_MS = 30_000;

/** Match counts per list group and sport (`/v1/match/statistical`); code 8 surfaces as MaintenanceError. */
export function useSportsStatistics() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['sports', 'statistical', i18n.language],
    queryFn: ({ signal }) => sportsCall(sportsPaths.statistical, {}, { signal, noNeedResponseMsg: true }),
    refetchInterval: 30_000,
  });
}

/** What one list asks getList for: a view's type in a sport (optionally some leagues), or the followed ids. */
export type MatchListSelection =
  | { view: PlayTypeView; sportId: number; leagueIds: readonly number[] }
  | { view: 'follow'; matchIds: readonly number[] };

/** One list's matches, 50 a page, refetched every 5 s while a live match shows (30 s while `pushed`); "my follow" without ids asks nothing. */
export function useMatchList(selection: MatchListSelection, pushed = false) {
  const { i18n } = useTranslation();
  const enabled = selection.view !== 'follow' || selection.matchIds.length > 0;
  return useInfiniteQuery({
    // The platform answers names in the request's language, so a language switch asks again.
    queryKey: ['sports', 'list', i18n.language, selection],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const select =
        selection.view === 'follow'
          ? { matchIds: [...selection.matchIds] }
          : {
              type: LIST_TYPE_VALUE[selection.view],
              sportId: selection.sportId,
              ...(selection.leagueIds.length > 0 ? { leagueIds: [...selection.leagueIds] } : {}),
            };
      // European prices always: the member's format is applied on screen by the core rules.
      const body = { ...select, current: pageParam, size: PAGE_SIZE, orderBy: 0, isPC: true, oddsType: 1 };
      return sportsCall(sportsPaths.getList, body, { signal, noNeedResponseMsg: true });
    },
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.records.some(isLive))
        ? pushed
          ? PUSHED_REFRESH_MS
          : LIVE_REFRESH_MS
        : false,
  });
}

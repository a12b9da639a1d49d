import type { SportsMatch } from '@matchday/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { isLive, LIST_TYPE_VALUE, PAGE_SIZE, type ListType, type Statistics } from '../lib/list-types';

/** Refetch period while live matches are on screen, until the push socket lands. */
export const LIVE_REFRESH_MS = 5_000;

interface MatchPage {
  current: number;
  size: number;
  total: number;
  records: SportsMatch[];
}

/** Match counts per list group and sport (`/v1/match/statistical`); code 8 surfaces as MaintenanceError. */
export function useSportsStatistics() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['sports', 'statistical', i18n.language],
    queryFn: ({ signal }) => sportsCall<Statistics>('/v1/match/statistical', {}, { signal, noNeedResponseMsg: true }),
    refetchInterval: 30_000,
  });
}

/** One view's matches of one sport, 50 a page; "my follow" asks by the stored ids (none: no call). */
export function useMatchList(view: ListType, sportId: number, followIds: readonly number[]) {
  const { i18n } = useTranslation();
  const enabled = view !== 'follow' || followIds.length > 0;
  return useInfiniteQuery({
    // The platform answers names in the request's language, so a language switch asks again.
    queryKey: ['sports', 'list', i18n.language, view, sportId, view === 'follow' ? followIds : null],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const select = view === 'follow' ? { matchIds: followIds } : { type: LIST_TYPE_VALUE[view], sportId };
      // European prices always: the member's format is applied on screen by the core rules.
      const body = { ...select, current: pageParam, size: PAGE_SIZE, orderBy: 0, isPC: true, oddsType: 1 };
      return sportsCall<MatchPage>('/v1/match/getList', body, { signal, noNeedResponseMsg: true });
    },
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    refetchInterval: (query) => (query.state.data?.pages.some((p) => p.records.some(isLive)) ? LIVE_REFRESH_MS : false),
  });
}

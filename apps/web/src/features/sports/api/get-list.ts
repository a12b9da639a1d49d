import type { SportsMatch } from '@matchday/contract';
import { sportsPaths } from '@matchday/contract/client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { isLive, LIST_TYPE_VALUE, PAGE_SIZE, type MatchListSelection } from '../lib/list-types';
import { seedLatest } from '../stores/live-match-store';
import { sportsKeys } from './keys';

/** Refetch period while live matches are on screen and the push socket is not connected. */
export const LIVE_REFRESH_MS = 5_000;
/** Refetch period while the push socket patches the list: a fallback only. */
export const PUSHED_REFRESH_MS = 30_000;

/** European prices always: the member's format is applied on screen by the core rules. */
const PRICES = { orderBy: 0, isPC: true, oddsType: 1 } as const;

/** One page of a list (`/v1/match/getList`); its matches' prices and scores go to the live store too. */
export async function fetchMatchList(selection: MatchListSelection, current: number, signal?: AbortSignal) {
  const select =
    selection.view === 'follow'
      ? { matchIds: [...selection.matchIds] }
      : {
          type: LIST_TYPE_VALUE[selection.view],
          sportId: selection.sportId,
          ...(selection.leagueIds.length > 0 ? { leagueIds: [...selection.leagueIds] } : {}),
        };
  const page = await sportsCall(
    sportsPaths.getList,
    { ...select, current, size: PAGE_SIZE, ...PRICES },
    { noNeedResponseMsg: true, ...(signal ? { signal } : {}) },
  );
  seedLatest(page.records);
  return page;
}

/** Some matches again by id, as list rows (their lines moved); their prices and scores go to the live store too. */
export async function fetchMatchesById(ids: readonly number[]): Promise<SportsMatch[]> {
  const body = { matchIds: [...ids], current: 1, size: ids.length, ...PRICES };
  const { records } = await sportsCall(sportsPaths.getList, body, { noNeedResponseMsg: true });
  seedLatest(records);
  return records;
}

/** One list's matches, 50 a page, refetched every 5 s while a live match shows (30 s while `pushed`). */
export const matchListQueryOptions = (language: string, selection: MatchListSelection, pushed = false) =>
  infiniteQueryOptions({
    queryKey: sportsKeys.list(language, selection),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchMatchList(selection, pageParam, signal),
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.records.some(isLive))
        ? pushed
          ? PUSHED_REFRESH_MS
          : LIVE_REFRESH_MS
        : false,
  });

/** A list in the page's language; "my follow" without ids asks nothing. */
export function useMatchList(selection: MatchListSelection, pushed = false) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    ...matchListQueryOptions(i18n.language, selection, pushed),
    enabled: selection.view !== 'follow' || selection.matchIds.length > 0,
  });
}

import { sportsPaths } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { liveKeys } from './keys';

/** `match_play_type` 1: matches in play. */
const LIVE_TYPE = 1;
const PAGE_SIZE = 50;

/** Matches in play of a sport, to recommend from (the sports platform, with the member's token). */
export const liveMatchesQueryOptions = (sportId: number, language: string) =>
  queryOptions({
    queryKey: liveKeys.betMatches(sportId, language),
    queryFn: ({ signal }) =>
      sportsCall(
        sportsPaths.getList,
        { type: LIVE_TYPE, sportId, current: 1, size: PAGE_SIZE, orderBy: 0, isPC: true, oddsType: 1 },
        { signal, noNeedResponseMsg: true },
      ),
  });

export function useLiveMatches(sportId: number) {
  const { i18n } = useTranslation();
  return useQuery(liveMatchesQueryOptions(sportId, i18n.language));
}

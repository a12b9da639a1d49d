import { sportsPaths } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { liveKeys } from './keys';

/** Ball sports and e-sports (`api_sport_type` 1 and 2): an anchor may cover either. */
const ALL_SPORT_TYPES = [1, 2];
const PAGE_SIZE = 50;
/** `match_play_type` 8: in play and not started, no outrights. */
const NON_OUTRIGHT = 8;

/** Matches in play and upcoming, by kick-off, for an anchor to link a stream to (the sports platform's getList). */
export const pickableMatchesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: liveKeys.pickableMatches(language),
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      sportsCall(
        sportsPaths.getList,
        {
          type: NON_OUTRIGHT,
          sportTypes: ALL_SPORT_TYPES,
          current: 1,
          size: PAGE_SIZE,
          orderBy: 0,
          isPC: true,
          oddsType: 1,
        },
        { signal, noNeedResponseMsg: true },
      ),
  });

export function usePickableMatches(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...pickableMatchesQueryOptions(i18n.language), enabled });
}

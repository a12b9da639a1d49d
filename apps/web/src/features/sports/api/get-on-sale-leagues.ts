import { sportsPaths } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { STALE } from '@/shared/query/stale';
import { LIST_TYPE_VALUE, type PlayTypeView } from '../lib/list-types';
import { sportsKeys } from './keys';

/** Leagues on sale in a view and sport (`/v1/match/getOnSaleLeagues`), for the league dropdown. */
export const onSaleLeaguesQueryOptions = (language: string, view: PlayTypeView, sportId: number) =>
  queryOptions({
    queryKey: sportsKeys.leagues(language, view, sportId),
    staleTime: STALE.sportsLeagues,
    queryFn: ({ signal }) =>
      sportsCall(
        sportsPaths.getOnSaleLeagues,
        { type: LIST_TYPE_VALUE[view], sportId },
        { signal, noNeedResponseMsg: true },
      ),
  });

export function useOnSaleLeagues(view: PlayTypeView, sportId: number, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...onSaleLeaguesQueryOptions(i18n.language, view, sportId), enabled });
}

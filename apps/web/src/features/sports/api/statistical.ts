import { sportsPaths } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { sportsKeys } from './keys';

/** How often the counts are asked again. */
export const STATISTICS_REFRESH_MS = 30_000;

/** Match counts per list group and sport (`/v1/match/statistical`); code 8 surfaces as MaintenanceError. */
export const statisticsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: sportsKeys.statistics(language),
    queryFn: ({ signal }) => sportsCall(sportsPaths.statistical, {}, { signal, noNeedResponseMsg: true }),
    refetchInterval: STATISTICS_REFRESH_MS,
  });

export function useSportsStatistics() {
  const { i18n } = useTranslation();
  return useQuery(statisticsQueryOptions(i18n.language));
}

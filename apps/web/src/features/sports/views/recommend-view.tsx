import type { OddsType } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import type { useFollows } from '../hooks/use-follows';
import { useRecommendations } from '../api/recommend-match-list';
import type { SportsParams } from '../lib/sports-search';
import { FoundListView } from './found-list-view';

/** Recommendations (spec §2): the platform's picks, live first, by sport. */
export function RecommendView({
  params,
  go,
  follows,
  oddsType,
}: {
  params: SportsParams;
  go: (patch: Partial<SportsParams>) => void;
  follows: ReturnType<typeof useFollows>;
  oddsType: OddsType;
}) {
  const { t } = useTranslation('sports');
  const picks = useRecommendations();
  return (
    <FoundListView
      found={picks.data}
      pending={picks.isPending}
      error={picks.error}
      retry={() => void picks.refetch()}
      empty={t('recommend.empty')}
      sport={params.sport}
      onSport={(sport) => go({ sport })}
      follows={follows}
      oddsType={oddsType}
    />
  );
}

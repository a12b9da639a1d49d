import { useTranslation } from 'react-i18next';
import { useRecommendations } from '../api/recommend-match-list';
import { FoundListView } from './found-list-view';
import type { SportsViewProps } from './view-props';

/** Recommendations (spec §2): the platform's picks, live first, by sport. */
export function RecommendView({ params, go, follows, oddsType }: Omit<SportsViewProps, 'stats'>) {
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

import type { SportsResultRecord } from '@matchday/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualList } from '@/shared/ui/virtual-list';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-states';
import { ResultDetailDialog } from '../components/lists/result-detail-dialog';
import { RESULT_ROW_HEIGHT, ResultLeague, ResultRow } from '../components/lists/result-row';
import { SportTabs } from '../components/sport-tabs';
import { ResultRangeTabs } from '../components/view-controls';
import { useResultPages } from '../api/match-result-page';
import { sportCounts } from '../lib/list-types';
import { resultItems, type ResultItem } from '../lib/result-rows';
import { pickSport } from '../lib/sports-search';
import type { SportsViewProps } from './view-props';

/** Match results (spec §2): a sport, a date range from the core date offsets, results grouped by league; a row opens its detail. */
export function ResultsView({ params, go, stats }: Pick<SportsViewProps, 'params' | 'go' | 'stats'>) {
  const { t } = useTranslation('sports');
  const sports = useMemo(() => [...sportCounts(stats, 'all').keys()], [stats]);
  const sportId = pickSport(sports, params.sport);
  const pages = useResultPages(sportId, params.range);
  const items = useMemo(() => resultItems(pages.data?.pages.flatMap((p) => p.records) ?? []), [pages.data]);
  const [open, setOpen] = useState<SportsResultRecord | null>(null);
  const [height] = useState(() => Math.max(360, window.innerHeight - 320));

  return (
    <>
      {sports.length > 0 && (
        <SportTabs sports={sports} counts={null} active={sportId} onSelect={(sport) => go({ sport })} />
      )}
      <ResultRangeTabs active={params.range} onSelect={(range) => go({ range })} />
      {pages.error ? (
        <ListError error={pages.error} retry={() => void pages.refetch()} />
      ) : pages.isPending ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <ListEmpty text={t('results.empty')} />
      ) : (
        <VirtualList<ResultItem>
          items={items}
          rowHeight={RESULT_ROW_HEIGHT}
          height={height}
          label={t('results.label')}
          getKey={(item) => item.key}
          onEndReached={() => void (pages.hasNextPage && !pages.isFetchingNextPage && pages.fetchNextPage())}
          renderRow={(item) =>
            item.kind === 'league' ? (
              <ResultLeague name={item.name} count={item.count} />
            ) : (
              <ResultRow record={item.record} onOpen={() => setOpen(item.record)} />
            )
          }
        />
      )}
      <ResultDetailDialog record={open} onClose={() => setOpen(null)} />
    </>
  );
}

import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MaintenanceError } from '@/shared/http/errors';
import { useSetting } from '@/shared/storage/use-setting';
import { ListError, ListSkeleton } from '../components/list-states';
import { ListTypeTabs, OddsFormatToggle } from '../components/view-controls';
import { followCounts, useFollows } from '../hooks/use-follows';
import { useSportsStatistics } from '../api/statistical';
import { isPlayTypeView, viewTotal } from '../lib/list-types';
import { readSportsParams, writeSportsParams, type SportsParams } from '../lib/sports-search';
import { PlayListView } from '../views/play-list-view';
import { RecommendView } from '../views/recommend-view';

// Results and search are their own chunks: most visits never open them.
const ResultsView = lazy(() => import('../views/results-view').then((m) => ({ default: m.ResultsView })));
const SearchView = lazy(() => import('../views/search-view').then((m) => ({ default: m.SearchView })));

/** /sports: list views, sport bar, odds format and the chosen view; everything chosen lives in the URL. */
export function SportsPage() {
  const { t } = useTranslation('sports');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const params = useMemo(() => readSportsParams(search), [search]);
  const [oddsType, setOddsType] = useSetting('oddsFormat');
  const stats = useSportsStatistics();
  const follows = useFollows();

  const go = useCallback(
    (patch: Partial<SportsParams>) =>
      void navigate({
        to: '/sports',
        search: writeSportsParams({ ...params, ...patch }),
        replace: patch.q !== undefined,
      }),
    [navigate, params],
  );
  const totals = useMemo(
    () => ({
      all: viewTotal(stats.data, 'all'),
      live: viewTotal(stats.data, 'live'),
      today: viewTotal(stats.data, 'today'),
      early: viewTotal(stats.data, 'early'),
      champion: viewTotal(stats.data, 'champion'),
      follow: [...followCounts(follows.bySport).values()].reduce((a, b) => a + b, 0),
    }),
    [stats.data, follows.bySport],
  );
  const { view } = params;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-3 px-3 py-4 pb-20 sm:px-4 md:pb-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <OddsFormatToggle value={oddsType} onChange={setOddsType} />
      </div>
      <ListTypeTabs active={view} totals={totals} onSelect={(v) => go({ view: v, leagues: [] })} />
      {/* Code 8 on the counts is maintenance for every view (spec §4); other count failures only hide the counts. */}
      {stats.error instanceof MaintenanceError ? (
        <ListError error={stats.error} retry={() => void stats.refetch()} />
      ) : isPlayTypeView(view) || view === 'follow' ? (
        <PlayListView view={view} params={params} go={go} stats={stats.data} follows={follows} oddsType={oddsType} />
      ) : view === 'recommend' ? (
        <RecommendView params={params} go={go} follows={follows} oddsType={oddsType} />
      ) : (
        <Suspense fallback={<ListSkeleton />}>
          {view === 'search' ? (
            <SearchView params={params} go={go} follows={follows} oddsType={oddsType} />
          ) : (
            <ResultsView params={params} go={go} stats={stats.data} />
          )}
        </Suspense>
      )}
    </div>
  );
}

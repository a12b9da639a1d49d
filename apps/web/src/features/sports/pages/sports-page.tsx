import type { SportsMatch } from '@matchday/contract';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaintenanceError } from '@/shared/http/errors';
import { VirtualList } from '@/shared/ui/virtual-list';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-states';
import { MATCH_ROW_HEIGHT, MatchRow } from '../components/match-row';
import { SportTabs } from '../components/sport-tabs';
import { ListTypeTabs, OddsFormatToggle } from '../components/view-controls';
import { followCounts, useFollows } from '../hooks/use-follows';
import { useOddsFormat } from '../hooks/use-odds-format';
import { useMatchList, useSportsStatistics } from '../hooks/use-sports-data';
import { LIST_TYPES, sportCounts, type ListType } from '../lib/list-types';

const DEFAULT_SPORT = 1;

/** /sports: sport bar, list views, odds format and the virtualized match list; view and sport live in the URL. */
export function SportsPage() {
  const { t } = useTranslation('sports');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { view?: string; sport?: string };
  const view: ListType = LIST_TYPES.includes(search.view as ListType) ? (search.view as ListType) : 'all';
  const [oddsType, setOddsType] = useOddsFormat();
  const stats = useSportsStatistics();

  const counts = useMemo(() => (view === 'follow' ? null : sportCounts(stats.data, view)), [stats.data, view]);
  const requested = Number(search.sport ?? DEFAULT_SPORT);
  const follows = useFollows();
  const followBySport = useMemo(() => followCounts(follows.bySport), [follows.bySport]);
  const sports = useMemo(() => [...(counts ?? followBySport).keys()], [counts, followBySport]);
  // A sport with nothing in this view falls back to the first one that has matches.
  const sportId = sports.length === 0 || sports.includes(requested) ? requested : (sports[0] ?? DEFAULT_SPORT);
  const followIds = useMemo(() => follows.bySport[String(sportId)] ?? [], [follows.bySport, sportId]);
  const list = useMatchList(view, sportId, followIds);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.records) ?? [], [list.data]);
  const [height] = useState(() => Math.max(360, window.innerHeight - 280));

  const totals = useMemo(() => {
    const tc = (ty: number) => stats.data?.sl.find((g) => g.ty === ty)?.tc;
    const sum = (a?: number, b?: number) => (a === undefined ? undefined : a + (b ?? 0));
    return { all: sum(tc(8), tc(7)), live: tc(1), today: tc(3), early: tc(4), follow: [...followBySport.values()].reduce((a, b) => a + b, 0) };
  }, [stats.data, followBySport]);

  const go = (next: { view?: ListType; sport?: number }) => void navigate({ to: '/sports', search: { view: next.view ?? view, sport: String(next.sport ?? sportId) } });
  // Counts failing for another reason only hide the sport bar; the list still shows.
  const error = stats.error instanceof MaintenanceError ? stats.error : list.error;
  const emptyFollow = view === 'follow' && followIds.length === 0;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <OddsFormatToggle value={oddsType} onChange={setOddsType} />
      </div>
      <ListTypeTabs active={view} totals={totals} onSelect={(v) => go({ view: v })} />
      {sports.length > 0 && <SportTabs sports={sports} counts={view === 'follow' ? followBySport : counts} active={sportId} onSelect={(sid) => go({ sport: sid })} />}
      {error ? (
        <ListError error={error} retry={() => void list.refetch()} />
      ) : emptyFollow || (list.isSuccess && rows.length === 0) ? (
        <ListEmpty follow={view === 'follow'} />
      ) : list.isPending ? (
        <ListSkeleton />
      ) : (
        <VirtualList<SportsMatch>
          items={rows}
          rowHeight={MATCH_ROW_HEIGHT}
          height={height}
          label={t('listLabel')}
          getKey={(m) => m.id}
          onEndReached={() => void (list.hasNextPage && !list.isFetchingNextPage && list.fetchNextPage())}
          renderRow={(m) => <MatchRow match={m} oddsType={oddsType} followed={(follows.bySport[String(m.sid)] ?? []).includes(m.id)} onFollow={() => follows.toggle(m.sid, m.id)} />}
        />
      )}
    </div>
  );
}

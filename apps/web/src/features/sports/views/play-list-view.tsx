import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LeagueFilter } from '../components/lists/league-filter';
import { MatchRows } from '../components/lists/match-rows';
import { SportTabs } from '../components/sport-tabs';
import { MarketPeriodTabs } from '../components/view-controls';
import { followCounts } from '../hooks/use-follows';
import { useMatchList } from '../api/get-list';
import { useOnSaleLeagues } from '../api/get-on-sale-leagues';
import { useSportPush } from '../hooks/use-sports-push';
import { sportCounts, type MatchListSelection, type PlayTypeView } from '../lib/list-types';
import { marketTabPeriod, marketTabsOf } from '../lib/market-tabs';
import { pickSport } from '../lib/sports-search';
import type { SportsViewProps } from './view-props';

interface Props extends SportsViewProps {
  view: PlayTypeView | 'follow';
}

/** The getList views (all, live, today, early, champions) and my follow: sport bar, market tabs, league dropdown, the list. */
export function PlayListView({ view, params, go, stats, follows, oddsType }: Props) {
  const { t } = useTranslation('sports');
  const counts = useMemo(
    () => (view === 'follow' ? followCounts(follows.bySport) : sportCounts(stats, view)),
    [view, follows.bySport, stats],
  );
  const sportId = pickSport([...counts.keys()], params.sport);
  const followIds = useMemo(() => follows.bySport[String(sportId)] ?? [], [follows.bySport, sportId]);
  const selection: MatchListSelection =
    view === 'follow' ? { view, matchIds: followIds } : { view, sportId, leagueIds: params.leagues };
  // Outrights are not pushed; every other view takes its sport's live deltas and polls only as a fallback.
  const pushed = useSportPush(view === 'champion' ? null : sportId);
  const list = useMatchList(selection, pushed);
  const leagues = useOnSaleLeagues(view === 'follow' ? 'all' : view, sportId, view !== 'follow');
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.records) ?? [], [list.data]);
  const tabs = view === 'champion' ? [] : marketTabsOf(sportId);
  const period = view === 'champion' ? undefined : marketTabPeriod(sportId, params.tab);
  const noFollows = view === 'follow' && followIds.length === 0;

  return (
    <>
      {counts.size > 0 && (
        <SportTabs
          sports={[...counts.keys()]}
          counts={counts}
          active={sportId}
          onSelect={(sid) => go({ sport: sid, leagues: [], tab: undefined })}
        />
      )}
      {(tabs.length > 1 || view !== 'follow') && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <MarketPeriodTabs tabs={tabs} active={period} onSelect={(tab) => go({ tab })} />
          {view !== 'follow' && (
            <LeagueFilter
              leagues={leagues.data ?? []}
              loading={leagues.isPending}
              selected={params.leagues}
              onChange={(ids) => go({ leagues: ids })}
            />
          )}
        </div>
      )}
      <MatchRows
        state={{
          rows,
          pending: !noFollows && list.isPending,
          error: list.error,
          retry: () => void list.refetch(),
          onEndReached: () => void (list.hasNextPage && !list.isFetchingNextPage && list.fetchNextPage()),
        }}
        empty={view === 'follow' ? t('emptyFollow') : params.leagues.length > 0 ? t('emptyLeagues') : t('empty')}
        oddsType={oddsType}
        follows={follows}
        period={period}
      />
    </>
  );
}

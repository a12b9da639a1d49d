import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { Link } from '@tanstack/react-router';
import { useCoverTags } from '../../api/live-cover-tag-list';
import { useStreamSearch } from '../../api/live-video-query-key-word-by-name';
import { useLiveList } from '../../api/live-stream-list';
import { useMatchesWithVideo } from '../../api/live-video-match-list-front';
import { liveListView, ofSport, sportsInList } from '../../lib/live-list';
import { SportFilter } from './sport-filter';
import { MatchesWithVideo } from './matches-with-video';
import { StreamCard, StreamCardSkeleton } from './stream-card';

const SKELETONS = 6;
/** Cards followed by room pushes (a socket holds at most 200 topics); the rest update with the list's poll. */
const FOLLOWED_CARDS = 60;

/**
 * /anchorPlay without a room: matches with anchors, then the open streams, live first (spec §4).
 * A keyword asks the server (title, anchor or team); without one the whole list shows.
 */
export function LiveListView() {
  const { t } = useTranslation('live');
  const list = useLiveList();
  const tags = useCoverTags();
  const role = useSession((s) => s.userInfo?.role);
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const searching = deferred.trim() !== '';
  const search = useStreamSearch(deferred);
  const source = searching ? search : list;
  const found = searching ? search.data : list.data?.list;
  const open = useMemo(() => liveListView(found ?? [], ''), [found]);
  const sports = useMemo(() => sportsInList(open), [open]);
  const [chosenSport, setSport] = useState<number | null>(null);
  // A sport whose streams all ended drops out of the filter, and the list shows every sport again.
  const sport = chosenSport !== null && sports.includes(chosenSport) ? chosenSport : null;
  const streams = useMemo(() => ofSport(open, sport), [open, sport]);
  const tagById = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag])), [tags.data]);
  const matches = useMatchesWithVideo().data;
  const matchById = useMemo(() => new Map((matches ?? []).map((m) => [m.matchId, m])), [matches]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 pb-20 md:pb-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('list.title')}</h1>
        {(role === 'anchor' || role === 'admin') && (
          <Link
            to="/personalAnchor"
            className="rounded-xl border border-line px-3 py-2 text-sm font-semibold hover:bg-surface-2"
          >
            {t('list.anchorCentre')}
          </Link>
        )}
      </div>
      <input
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        maxLength={50}
        className="min-h-11 w-full rounded-xl border border-line bg-bg px-3 text-base outline-none focus:border-accent md:max-w-sm"
      />
      {!searching && <MatchesWithVideo />}
      {sports.length > 1 && <SportFilter sports={sports} value={sport} onChange={setSport} />}
      {source.error && !found ? (
        <div role="alert" className="flex items-center justify-center gap-3 rounded-xl bg-surface p-6 text-sm">
          <span>{searching ? t('list.searchFailed') : t('list.loadFailed')}</span>
          <Button variant="ghost" onClick={() => void source.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : !found ? (
        <ul
          role="status"
          aria-label={searching ? t('list.searching') : t('list.loading')}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {Array.from({ length: SKELETONS }, (_, i) => (
            <StreamCardSkeleton key={i} />
          ))}
        </ul>
      ) : streams.length === 0 ? (
        <p className="rounded-xl bg-surface p-6 text-center text-sm text-muted">
          {deferred.trim() ? t('list.noMatch', { keyword: deferred.trim() }) : t('list.empty')}
        </p>
      ) : (
        <ul aria-label={t('list.label')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {streams.map((stream, i) => (
            <StreamCard
              key={stream.id}
              stream={stream}
              tag={stream.coverTagId === null ? undefined : tagById.get(stream.coverTagId)}
              match={stream.matchId === null ? undefined : matchById.get(stream.matchId)}
              followed={i < FOLLOWED_CARDS}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

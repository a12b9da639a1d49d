import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingNote } from '@/shared/ui/query-state';
import { useMatchesWithVideo } from '../../api/live-video-match-list-front';
import { RoomLink } from '../room-link';
import { localShortTime } from '@/shared/time/local-time';

/** Matches with a live anchor or video (spec §4), each opening its room; nothing when there are none. */
export function MatchesWithVideo() {
  const { t, i18n } = useTranslation('live');
  const matches = useMatchesWithVideo();

  if (matches.isPending) return <LoadingNote text={t('matches.loading')} />;
  if (!matches.data) {
    return <LoadFailed text={t('matches.loadFailed')} retry={t('retry')} onRetry={() => void matches.refetch()} />;
  }
  if (matches.data.length === 0) return null;
  return (
    <section aria-labelledby="matches-title" className="flex flex-col gap-2">
      <h2 id="matches-title" className="text-lg font-semibold">
        {t('matches.title')}
      </h2>
      <ul aria-label={t('matches.title')} className="flex gap-3 overflow-x-auto pb-1">
        {matches.data.map((m) => (
          <li key={m.matchId} className="shrink-0">
            <RoomLink
              streamId={m.streamId}
              aria-label={t('matches.watch', { home: m.homeName, away: m.awayName })}
              className="flex w-64 flex-col gap-1 rounded-2xl bg-surface p-3 text-sm shadow-sm hover:shadow-md"
              data-match-id={m.matchId}
            >
              <span className="truncate text-xs text-muted">{m.leagueName}</span>
              <span className="flex items-center justify-between gap-2 font-semibold">
                <span className="truncate">{m.homeName}</span>
                <span className="tabular-nums">{m.scores[0]?.replace(':', ' : ') ?? t('matches.versus')}</span>
                <span className="truncate text-right">{m.awayName}</span>
              </span>
              <span
                className={m.hasVideo ? 'text-xs font-semibold text-red-600 dark:text-red-400' : 'text-xs text-muted'}
              >
                {m.hasVideo ? t('matches.video') : t('matches.kickoff', { time: localShortTime(m.bt, i18n.language) })}
              </span>
            </RoomLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

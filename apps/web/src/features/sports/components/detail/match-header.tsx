import type { SportsMatch } from '@matchday/contract';
import { matchStatus } from '@matchday/contract/client';
import { useTranslation } from 'react-i18next';
import { localShortTime } from '@/shared/time/local-time';
import type { PackDictionary } from '@/shared/sports/use-language-pack';
import { useLatestClock, useLatestScore, useLatestStatus } from '../../hooks/use-latest';
import { isOutright } from '../../lib/list-types';
import { matchScore } from '../../lib/odds-cell';
import { FollowStar } from '../follow-star';
import { LiveClock } from '../live-clock';

/** Statuses shown with a running or stopped clock: in play, or paused during play. */
const IN_PLAY = new Set<number>([matchStatus.live, matchStatus.suspended]);

/** Live status: the period from the language pack and the clock (from the live store) ticking locally between readings. */
function LiveStatus({
  match,
  status,
  label,
}: {
  match: SportsMatch;
  status: number;
  label: (d: PackDictionary, code: number) => string | undefined;
}) {
  const { t } = useTranslation('sports');
  const mc = useLatestClock(match);
  const period = mc ? label('Match Period', mc.pe) : undefined;
  return (
    <p className="flex items-center justify-center gap-2 text-sm font-semibold text-red-400">
      <span>{status === matchStatus.suspended ? t('detail.paused') : t('live')}</span>
      {period && <span>{period}</span>}
      {mc && <LiveClock mc={mc} className="tabular-nums" />}
    </p>
  );
}

/** The detail's head: league, teams and scoreboard score, status with the live clock, follow star. */
export function MatchHeader({
  match,
  followed,
  onFollow,
  label,
}: {
  match: SportsMatch;
  followed: boolean;
  onFollow: () => void;
  label: (d: PackDictionary, code: number) => string | undefined;
}) {
  const { t, i18n } = useTranslation('sports');
  const ms = useLatestStatus(match);
  const { nsg } = useLatestScore(match);
  const live = IN_PLAY.has(ms);
  const score = live || ms === matchStatus.ended ? matchScore({ sid: match.sid, nsg }) : null;
  const [home, away] = match.ts;
  return (
    <header className="flex flex-col gap-2 rounded-2xl bg-surface p-3 sm:p-4">
      <div className="flex items-center gap-2 text-xs text-muted">
        <span data-fits="" className="min-w-0 flex-1 [overflow-wrap:anywhere]">
          {match.lg.na}
        </span>
        <FollowStar name={match.nm} followed={followed} onToggle={onFollow} />
      </div>
      {isOutright(match) || !home || !away ? (
        <h1 className="text-xl font-bold [overflow-wrap:anywhere]">{match.nm}</h1>
      ) : (
        <h1 className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 text-center text-base leading-tight font-bold sm:text-lg">
          <span data-fits="" className="[overflow-wrap:anywhere]">
            {home.na}
          </span>
          <span className="rounded-lg bg-surface-2 px-3 py-1 tabular-nums" aria-label={t('detail.score')}>
            <span data-testid="detail-score-home">{score?.[0] ?? '-'}</span>
            <span aria-hidden="true"> : </span>
            <span data-testid="detail-score-away">{score?.[1] ?? '-'}</span>
          </span>
          <span data-fits="" className="[overflow-wrap:anywhere]">
            {away.na}
          </span>
        </h1>
      )}
      {live ? (
        <LiveStatus match={match} status={ms} label={label} />
      ) : (
        <p className="text-center text-sm text-muted">
          {ms === matchStatus.notStarted || isOutright(match) ? (
            <time dateTime={new Date(match.bt).toISOString()}>
              {isOutright(match)
                ? t('champion.closes', { time: localShortTime(match.bt, i18n.language) })
                : localShortTime(match.bt, i18n.language)}
            </time>
          ) : (
            (label('Match Status', ms) ?? t('detail.statusCode', { code: ms }))
          )}
        </p>
      )}
    </header>
  );
}

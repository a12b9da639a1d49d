import type { SportsMatch } from '@matchday/contract';
import type { OddsType } from '@matchday/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localShortTime } from '@/shared/time/local-time';
import { mainMarkets, matchScore, SELECTION, type MarketKind } from '../lib/odds-cell';
import { isLive } from '../lib/list-types';
import { FollowStar } from './follow-star';
import { LiveClock } from './live-clock';
import { OddsButton } from './odds-button';

/** Row height of the virtual list, in pixels. */
export const MATCH_ROW_HEIGHT = 168;

const KINDS: readonly MarketKind[] = ['winner', 'handicap', 'total'];

/** One match: league, kick-off or live clock and score, teams (a link to its detail), follow star, and the three main markets of the market tab's period. */
export function MatchRow({
  match,
  oddsType,
  followed,
  onFollow,
  period,
}: {
  match: SportsMatch;
  oddsType: OddsType;
  followed: boolean;
  onFollow: () => void;
  period?: number | undefined;
}) {
  const { t, i18n } = useTranslation('sports');
  const live = isLive(match);
  const score = live ? matchScore(match) : null;
  const markets = mainMarkets(match, oddsType, period);
  const [home, away] = match.ts;
  const label = (ty: number) =>
    t(
      `odds.selection.${ty === SELECTION.home ? 'home' : ty === SELECTION.away ? 'away' : ty === SELECTION.draw ? 'draw' : ty === SELECTION.over ? 'over' : 'under'}`,
    );
  return (
    <article
      aria-label={match.nm}
      data-match-id={match.id}
      className="flex h-full flex-col gap-1 border-b border-line px-3 py-2"
    >
      <div className="flex items-center gap-2 text-xs text-muted">
        <span className="min-w-0 flex-1 truncate">{match.lg.na}</span>
        {live ? (
          <span className="font-semibold text-red-400">
            {t('live')} {match.mc && <LiveClock mc={match.mc} />}
          </span>
        ) : (
          <time dateTime={new Date(match.bt).toISOString()}>{localShortTime(match.bt, i18n.language)}</time>
        )}
        <FollowStar name={match.nm} followed={followed} onToggle={onFollow} />
      </div>
      <Link
        to="/sports/sportsdetail"
        search={{ matchId: match.id }}
        className="grid grid-cols-[1fr_auto] gap-x-2 rounded text-sm hover:bg-surface-2"
      >
        <span className="truncate font-medium">{home?.na ?? match.nm}</span>
        <span className="font-semibold tabular-nums" data-testid={score ? 'score-home' : undefined}>
          {score?.[0] ?? ''}
        </span>
        <span className="truncate font-medium">{away?.na ?? ''}</span>
        <span className="font-semibold tabular-nums" data-testid={score ? 'score-away' : undefined}>
          {score?.[1] ?? ''}
        </span>
      </Link>
      <div className="grid grid-cols-3 gap-1">
        {KINDS.map((kind) => (
          <div key={kind} role="group" aria-label={t(`odds.market.${kind}`)} className="flex min-w-0 flex-col gap-1">
            {markets[kind]?.map((cell) => <OddsButton key={cell.key} cell={cell} label={label(cell.selection)} />) ?? (
              <span className="text-center text-xs text-muted">{t('odds.none')}</span>
            )}
          </div>
        ))}
      </div>
    </article>
  );
}

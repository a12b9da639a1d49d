import type { SportsMatch } from '@matchday/contract';
import type { OddsType } from '@matchday/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localShortTime } from '@/shared/time/local-time';
import { championFavourites } from '../lib/champion';
import { FollowStar } from './follow-star';
import { OddsButton } from './odds-button';

/** An outright ("champion") event: league, title, when betting closes, its three favourites and a link to every option. */
export function ChampionRow({
  match,
  oddsType,
  followed,
  onFollow,
}: {
  match: SportsMatch;
  oddsType: OddsType;
  followed: boolean;
  onFollow: () => void;
}) {
  const { t, i18n } = useTranslation('sports');
  const { favourites, total } = championFavourites(match, oddsType);
  return (
    <article
      aria-label={match.nm}
      data-match-id={match.id}
      className="flex h-full flex-col gap-1 border-b border-line px-3 py-2"
    >
      <div className="flex items-center gap-2 text-xs text-muted">
        <span className="min-w-0 flex-1 truncate">{match.lg.na}</span>
        <span>{t('champion.closes', { time: localShortTime(match.bt, i18n.language) })}</span>
        <FollowStar name={match.nm} followed={followed} onToggle={onFollow} />
      </div>
      <Link
        to="/sports/sportsdetail"
        search={{ matchId: match.id }}
        className="truncate rounded text-sm font-medium hover:bg-surface-2"
      >
        {match.nm}
      </Link>
      <div role="group" aria-label={t('champion.favourites')} className="grid grid-cols-3 gap-1">
        {favourites.map((cell) => (
          <OddsButton key={cell.key} cell={cell} label={cell.label} />
        ))}
      </div>
      <Link
        to="/sports/sportsdetail"
        search={{ matchId: match.id }}
        className="self-end text-xs text-accent hover:underline"
      >
        {t('champion.allOptions', { count: total })}
      </Link>
    </article>
  );
}

import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localShortTime } from '@/shared/time/local-time';
import { championFavourites } from '../lib/champion';
import { MatchFrame, type MatchRowProps } from './match-frame';
import { OddsButton } from './odds-button';

/** Row height of an outrights list, in pixels: league line, a two-line title, favourites with two-line names, the link. */
export const CHAMPION_ROW_HEIGHT = 164;

/** An outright ("champion") event: league, title, when betting closes, its three favourites and a link to every option. */
export function ChampionRow({ match, oddsType, ...follow }: MatchRowProps) {
  const { t, i18n } = useTranslation('sports');
  const { favourites, total } = championFavourites(match, oddsType);
  return (
    <MatchFrame
      match={match}
      {...follow}
      when={<span>{t('champion.closes', { time: localShortTime(match.bt, i18n.language) })}</span>}
    >
      <Link
        to="/sports/sportsdetail"
        search={{ matchId: match.id }}
        data-fits=""
        className="rounded text-sm leading-tight font-medium [overflow-wrap:anywhere] hover:bg-surface-2"
      >
        {match.nm}
      </Link>
      <div role="group" aria-label={t('champion.favourites')} className="grid grid-cols-3 gap-1">
        {favourites.map((cell) => (
          <OddsButton key={cell.key} cell={cell} label={cell.label} name={cell.label} stacked />
        ))}
      </div>
      <Link
        to="/sports/sportsdetail"
        search={{ matchId: match.id }}
        className="mt-auto self-end text-xs text-accent hover:underline"
      >
        {t('champion.allOptions', { count: total })}
      </Link>
    </MatchFrame>
  );
}

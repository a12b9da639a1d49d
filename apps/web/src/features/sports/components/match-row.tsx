import type { SportsMatch } from '@matchday/contract';
import type { OddsType } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { localShortTime } from '@/shared/time/local-time';
import { clockText, mainMarkets, matchScore, SELECTION, type MarketKind } from '../lib/odds-cell';
import { isLive } from '../lib/list-types';
import { OddsButton } from './odds-button';

/** Row height of the virtual list, in pixels. */
export const MATCH_ROW_HEIGHT = 168;

const KINDS: readonly MarketKind[] = ['winner', 'handicap', 'total'];

/** One match: league, kick-off or live clock and score, teams, follow star, and the three main markets. */
export function MatchRow({ match, oddsType, followed, onFollow }: { match: SportsMatch; oddsType: OddsType; followed: boolean; onFollow: () => void }) {
  const { t, i18n } = useTranslation('sports');
  const live = isLive(match);
  const score = live ? matchScore(match) : null;
  const markets = mainMarkets(match, oddsType);
  const [home, away] = match.ts;
  const label = (ty: number) => t(`odds.selection.${ty === SELECTION.home ? 'home' : ty === SELECTION.away ? 'away' : ty === SELECTION.draw ? 'draw' : ty === SELECTION.over ? 'over' : 'under'}`);
  return (
    <article aria-label={match.nm} data-match-id={match.id} className="flex h-full flex-col gap-1 border-b border-line px-3 py-2">
      <div className="flex items-center gap-2 text-xs text-muted">
        <span className="min-w-0 flex-1 truncate">{match.lg.na}</span>
        {live ? (
          <span className="font-semibold text-red-400">
            {t('live')} {match.mc ? clockText(match.mc.s) : ''}
          </span>
        ) : (
          <time dateTime={new Date(match.bt).toISOString()}>{localShortTime(match.bt, i18n.language)}</time>
        )}
        <button type="button" aria-pressed={followed} aria-label={followed ? t('unfollow', { name: match.nm }) : t('follow', { name: match.nm })} onClick={onFollow} className="rounded p-1 hover:bg-surface-2">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill={followed ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" className={followed ? 'text-accent' : ''}>
            <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
          </svg>
        </button>
      </div>
      <div className="grid grid-cols-[1fr_auto] gap-x-2 text-sm">
        <span className="truncate font-medium">{home?.na ?? match.nm}</span>
        <span className="font-semibold tabular-nums" data-testid={score ? 'score-home' : undefined}>{score?.[0] ?? ''}</span>
        <span className="truncate font-medium">{away?.na ?? ''}</span>
        <span className="font-semibold tabular-nums" data-testid={score ? 'score-away' : undefined}>{score?.[1] ?? ''}</span>
      </div>
      <div className="grid grid-cols-3 gap-1">
        {KINDS.map((kind) => (
          <div key={kind} role="group" aria-label={t(`odds.market.${kind}`)} className="flex min-w-0 flex-col gap-1">
            {markets[kind]?.map((cell) => <OddsButton key={cell.key} cell={cell} label={label(cell.selection)} />) ?? <span className="text-center text-xs text-muted">{t('odds.none')}</span>}
          </div>
        ))}
      </div>
    </article>
  );
}

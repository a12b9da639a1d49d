import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localShortTime } from '@/shared/time/local-time';
import { useLatestRow, useLatestStatus } from '../hooks/use-latest';
import { mainLines, SELECTION, type MarketKind } from '../lib/odds-cell';
import { isLive } from '../lib/list-types';
import { MatchFrame, type MatchRowProps } from './match-frame';
import { LatestClock, LineOddsButtons, ScoreCell } from './live-cells';

/** Row height of the virtual list, in pixels. */
export const MATCH_ROW_HEIGHT = 168;

const KINDS: readonly MarketKind[] = ['winner', 'handicap', 'total'];

/**
 * One match: league, kick-off or live clock and score, teams (a link to its detail), follow star,
 * and the three main markets of the market tab's period. The snapshot gives the row its shape;
 * prices, score, clock and status come from the live store, each cell subscribed to its own.
 */
export function MatchRow({
  match: snapshot,
  oddsType,
  period,
  ...follow
}: MatchRowProps & { period?: number | undefined }) {
  const { t, i18n } = useTranslation('sports');
  const match = useLatestRow(snapshot);
  const live = isLive({ ...match, ms: useLatestStatus(match) });
  const markets = mainLines(match, period);
  const [home, away] = match.ts;
  const label = (ty: number) =>
    t(
      `odds.selection.${ty === SELECTION.home ? 'home' : ty === SELECTION.away ? 'away' : ty === SELECTION.draw ? 'draw' : ty === SELECTION.over ? 'over' : 'under'}`,
    );
  const scoreClass = 'font-semibold tabular-nums';
  return (
    <MatchFrame
      match={match}
      {...follow}
      when={
        live ? (
          <span className="font-semibold text-red-400">
            {t('live')} <LatestClock match={match} />
          </span>
        ) : (
          <time dateTime={new Date(match.bt).toISOString()}>{localShortTime(match.bt, i18n.language)}</time>
        )
      }
    >
      <Link
        to="/sports/sportsdetail"
        search={{ matchId: match.id }}
        className="grid grid-cols-[1fr_auto] gap-x-2 rounded text-sm hover:bg-surface-2"
      >
        <span className="truncate font-medium">{home?.na ?? match.nm}</span>
        {live ? <ScoreCell match={match} side={0} className={scoreClass} /> : <span className={scoreClass} />}
        <span className="truncate font-medium">{away?.na ?? ''}</span>
        {live ? <ScoreCell match={match} side={1} className={scoreClass} /> : <span className={scoreClass} />}
      </Link>
      <div className="grid grid-cols-3 gap-1">
        {KINDS.map((kind) => {
          const main = markets[kind];
          return (
            <div key={kind} role="group" aria-label={t(`odds.market.${kind}`)} className="flex min-w-0 flex-col gap-1">
              {main ? (
                <LineOddsButtons
                  match={match}
                  group={main.group}
                  line={main.line}
                  kind={kind}
                  oddsType={oddsType}
                  label={label}
                />
              ) : (
                <span className="text-center text-xs text-muted">{t('odds.none')}</span>
              )}
            </div>
          );
        })}
      </div>
    </MatchFrame>
  );
}

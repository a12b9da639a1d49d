import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localShortTime } from '@/shared/time/local-time';
import { useLatestRow, useLatestStatus } from '../hooks/use-latest';
import { mainLines, SELECTION } from '../lib/odds-cell';
import { isLive } from '../lib/list-types';
import { MatchFrame, type MatchRowProps } from './match-frame';
import { LatestClock, LineOddsButtons, ScoreCell } from './live-cells';
import { MARKET_GRID, MARKET_KINDS, useColumnName } from './lists/market-columns';

/** One team's line of the names column: its name (wrapping, never cut) and, live, its score. */
function TeamLine({ name, score }: { name: string; score: ReactNode }) {
  return (
    <span className="flex h-11 items-center gap-1">
      <span data-fits="" className="min-w-0 flex-1 text-sm leading-tight font-medium [overflow-wrap:anywhere]">
        {name}
      </span>
      {score}
    </span>
  );
}

/**
 * One match: league, kick-off or live clock, follow star, then a row per team under the list's fixed
 * market columns (1X2, handicap, over/under of the market tab's period): each team named once, its
 * prices beside it, the draw on a third row. The snapshot gives the row its shape; prices, score,
 * clock and status come from the live store, each cell subscribed to its own.
 */
export function MatchRow({
  match: snapshot,
  oddsType,
  period,
  draw = true,
  ...follow
}: MatchRowProps & { period?: number | undefined; draw?: boolean }) {
  const { t, i18n } = useTranslation('sports');
  const match = useLatestRow(snapshot);
  const live = isLive({ ...match, ms: useLatestStatus(match) });
  const markets = mainLines(match, period);
  const columnName = useColumnName(draw);
  const [home, away] = match.ts;
  const over = t('odds.selection.over');
  const under = t('odds.selection.under');
  const name = (ty: number) =>
    ty === SELECTION.home
      ? (home?.na ?? '1')
      : ty === SELECTION.away
        ? (away?.na ?? '2')
        : ty === SELECTION.draw
          ? t('odds.drawName')
          : ty === SELECTION.over
            ? over
            : under;
  const score = (side: 0 | 1) =>
    live ? <ScoreCell match={match} side={side} className="shrink-0 text-sm font-semibold tabular-nums" /> : null;
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
      <div className={MARKET_GRID}>
        <div className="flex min-w-0 flex-col gap-1">
          <Link
            to="/sports/sportsdetail"
            search={{ matchId: match.id }}
            className="flex flex-col gap-1 rounded hover:bg-surface-2"
          >
            <TeamLine name={home?.na ?? match.nm} score={score(0)} />
            <TeamLine name={away?.na ?? ''} score={score(1)} />
          </Link>
          {draw && (
            <span data-fits="" className="flex h-11 items-center text-sm text-muted">
              {t('odds.drawName')}
            </span>
          )}
        </div>
        {MARKET_KINDS.map((kind) => {
          const main = markets[kind];
          return (
            <div
              key={kind}
              role="group"
              aria-label={columnName(kind)}
              data-column={kind}
              className="flex min-w-0 flex-col gap-1"
            >
              {main ? (
                <LineOddsButtons
                  match={match}
                  group={main.group}
                  line={main.line}
                  kind={kind}
                  oddsType={oddsType}
                  label={name}
                  caption={kind === 'total' ? (ty) => (ty === SELECTION.over ? over : under) : undefined}
                />
              ) : (
                <span className="flex h-11 items-center justify-center rounded-md text-sm text-muted">
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">{t('odds.none')}</span>
                </span>
              )}
            </div>
          );
        })}
      </div>
    </MatchFrame>
  );
}

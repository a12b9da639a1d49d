import type { MarketGroup, MarketLine, SportsMatch } from '@matchday/contract';
import type { OddsType } from '@matchday/core';
import { useLatestClock, useLatestLine, useLatestScore } from '../hooks/use-latest';
import { lineCells, matchScore, type MarketKind } from '../lib/odds-cell';
import { LiveClock } from './live-clock';
import { OddsButton } from './odds-button';

/**
 * One market line's prices as toggles stacked in a list column, from the live store: a pushed price
 * re-renders these buttons only. Each shows its line, after `caption` ("O", "U") when given.
 */
export function LineOddsButtons({
  match,
  group,
  line,
  kind,
  oddsType,
  label,
  caption,
}: {
  match: SportsMatch;
  group: MarketGroup;
  line: MarketLine;
  kind: MarketKind;
  oddsType: OddsType;
  label: (selection: number) => string;
  caption?: ((selection: number) => string) | undefined;
}) {
  const latest = useLatestLine(match.id, line);
  return lineCells(match, group, latest, kind, oddsType).map((cell) => (
    <OddsButton
      key={cell.key}
      cell={cell}
      label={label(cell.selection)}
      name={caption?.(cell.selection)}
      showLine
      stacked
    />
  ));
}

/** One side of the running score, from the live store. */
export function ScoreCell({ match, side, className }: { match: SportsMatch; side: 0 | 1; className?: string }) {
  const score = matchScore({ sid: match.sid, nsg: useLatestScore(match).nsg });
  return (
    <span className={className} data-testid={score ? (side === 0 ? 'score-home' : 'score-away') : undefined}>
      {score?.[side] ?? ''}
    </span>
  );
}

/** The match clock from the live store, ticking locally between readings. */
export function LatestClock({ match, className }: { match: Pick<SportsMatch, 'id' | 'mc'>; className?: string }) {
  const mc = useLatestClock(match);
  return mc ? <LiveClock mc={mc} {...(className ? { className } : {})} /> : null;
}

import type { SportsMatch } from '@matchday/contract';
import type { OddsType } from '@matchday/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualList } from '@/shared/ui/virtual-list';
import type { Follows } from '../../hooks/use-follows';
import { isOutright } from '../../lib/list-types';
import { listHasDraw } from '../../lib/odds-cell';
import { CHAMPION_ROW_HEIGHT, ChampionRow } from '../champion-row';
import { ListEmpty, ListError, ListSkeleton } from '../list-states';
import { MatchRow } from '../match-row';
import { MarketColumnsHeader, matchRowHeight } from './market-columns';

export interface RowsState {
  rows: readonly SportsMatch[];
  pending: boolean;
  error: unknown;
  retry: () => void;
  onEndReached?: () => void;
}

/**
 * A list's body: skeleton, error with retry (maintenance for code 8), empty message, or the
 * virtualized rows: outrights, or matches under the market columns' headers (a draw row for every
 * match when any prices a draw, so the rows keep one height).
 */
export function MatchRows({
  state,
  empty,
  oddsType,
  follows,
  period,
}: {
  state: RowsState;
  empty: string;
  oddsType: OddsType;
  follows: Follows;
  period?: number | undefined;
}) {
  const { t } = useTranslation('sports');
  const [height] = useState(() => Math.max(360, window.innerHeight - 280));
  const outrights = state.rows.length > 0 && state.rows.every(isOutright);
  const draw = useMemo(() => listHasDraw(state.rows, period), [state.rows, period]);
  if (state.error) return <ListError error={state.error} retry={state.retry} />;
  if (state.pending) return <ListSkeleton />;
  if (state.rows.length === 0) return <ListEmpty text={empty} />;
  const followed = (m: SportsMatch) => (follows.bySport[String(m.sid)] ?? []).includes(m.id);
  return (
    <div>
      {!outrights && <MarketColumnsHeader draw={draw} />}
      <VirtualList<SportsMatch>
        items={state.rows}
        rowHeight={outrights ? CHAMPION_ROW_HEIGHT : matchRowHeight(draw)}
        height={height}
        label={t('listLabel')}
        className={outrights ? undefined : 'rounded-t-none [scrollbar-gutter:stable]'}
        getKey={(m) => m.id}
        {...(state.onEndReached ? { onEndReached: state.onEndReached } : {})}
        renderRow={(m) =>
          isOutright(m) ? (
            <ChampionRow
              match={m}
              oddsType={oddsType}
              followed={followed(m)}
              onFollow={() => follows.toggle(m.sid, m.id)}
            />
          ) : (
            <MatchRow
              match={m}
              oddsType={oddsType}
              followed={followed(m)}
              onFollow={() => follows.toggle(m.sid, m.id)}
              period={period}
              draw={draw}
            />
          )
        }
      />
    </div>
  );
}

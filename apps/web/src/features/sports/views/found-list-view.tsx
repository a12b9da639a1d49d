import type { SportsMatch } from '@matchday/contract';
import type { OddsType } from '@matchday/core';
import { useMemo } from 'react';
import { MatchRows } from '../components/lists/match-rows';
import { SportTabs } from '../components/sport-tabs';
import type { Follows } from '../hooks/use-follows';
import { foundCounts } from '../lib/list-types';
import { pickSport } from '../lib/sports-search';

/** Matches found across sports (picks, search): a sport bar with what was found per sport, and the chosen sport's list. */
export function FoundListView(props: {
  found: readonly SportsMatch[] | undefined;
  pending: boolean;
  error: unknown;
  retry: () => void;
  empty: string;
  sport: number;
  onSport: (sportId: number) => void;
  follows: Follows;
  oddsType: OddsType;
}) {
  const counts = useMemo(() => foundCounts(props.found ?? []), [props.found]);
  const sportId = pickSport([...counts.keys()], props.sport);
  const rows = useMemo(() => (props.found ?? []).filter((m) => m.sid === sportId), [props.found, sportId]);
  return (
    <>
      {counts.size > 0 && (
        <SportTabs sports={[...counts.keys()]} counts={counts} active={sportId} onSelect={props.onSport} />
      )}
      <MatchRows
        state={{ rows, pending: props.pending, error: props.error, retry: props.retry }}
        empty={props.empty}
        oddsType={props.oddsType}
        follows={props.follows}
      />
    </>
  );
}

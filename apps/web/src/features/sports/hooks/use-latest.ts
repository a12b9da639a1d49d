import type { Clock, MarketLine, SportsMatch } from '@matchday/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyedValue } from '@/shared/store/keyed-store';
import {
  latestClocks,
  latestLines,
  latestScores,
  latestStatuses,
  lineKey,
  refreshedRows,
  rowKey,
  type LatestScore,
} from '../stores/live-match-store';

/** A market line with its latest prices and status (from the live store), else as the snapshot has it. */
export function useLatestLine(matchId: number, line: MarketLine): MarketLine {
  const latest = useKeyedValue(latestLines, lineKey(matchId, line.id));
  return useMemo(() => {
    if (!latest || latest.od.length !== line.op.length) return line;
    if (latest.ss === line.ss && latest.od.every((od, i) => od === line.op[i]!.od)) return line;
    return { ...line, ss: latest.ss, op: line.op.map((o, i) => ({ ...o, od: latest.od[i]! })) };
  }, [line, latest]);
}

/** The match's latest score and scoreboard. */
export function useLatestScore(match: Pick<SportsMatch, 'id' | 'nsg' | 'sb'>): LatestScore {
  const latest = useKeyedValue(latestScores, String(match.id));
  return { nsg: latest?.nsg ?? match.nsg, sb: latest?.sb ?? match.sb };
}

/** The match's latest clock reading. */
export function useLatestClock(match: Pick<SportsMatch, 'id' | 'mc'>): Clock | undefined {
  return useKeyedValue(latestClocks, String(match.id)) ?? match.mc;
}

/** The match's latest status `ms`. */
export function useLatestStatus(match: Pick<SportsMatch, 'id' | 'ms'>): number {
  return useKeyedValue(latestStatuses, String(match.id)) ?? match.ms;
}

/** A list row: the match asked again by id after its lines moved, while the list still holds this snapshot. */
export function useLatestRow(snapshot: SportsMatch): SportsMatch {
  const { i18n } = useTranslation();
  const refreshed = useKeyedValue(refreshedRows, rowKey(i18n.language, snapshot.id));
  return refreshed?.replaces.has(snapshot) ? refreshed.match : snapshot;
}

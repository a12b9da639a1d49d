import type { Clock, MarketGroup, ScoreEntry, Scoreboard, SportsLinePush } from '@matchday/contract';
import { listGroups } from '../feed/match-view.js';
import { isSuspended } from '../simulator/advance.js';
import { clock, scoreboard, scores } from '../simulator/clock.js';
import { matchStatus } from '@matchday/contract';
import type { MatchState } from '../simulator/state.js';

/** A line as the push compares it: its status and its options' prices in `op` order. */
export type LinePrice = Omit<SportsLinePush, 'id'>;

/** Lines of one priced market set, and which of them a list item carries. */
export interface PricedLines {
  lines: ReadonlyMap<number, LinePrice>;
  /** Main lines of the sport's list markets (what `sport:{sid}` carries). */
  listIds: ReadonlySet<number>;
}

/** One match as the push sees it at a tick; two frames of the same match diff into deltas. */
export interface MatchFrame extends PricedLines {
  id: number;
  /** The tick's time (ms); a running clock is compared with where the previous one would be now. */
  at: number;
  sid: number;
  ms: number;
  /** 1 while the match takes bets: not ended and not suspended by a dangerous moment. */
  bo: 0 | 1;
  mc?: Clock;
  nsg: ScoreEntry[];
  sb?: Scoreboard;
  /** `nsg` and `sb` as one string, built once per frame so every topic's diff compares cheaply. */
  scoreKey: string;
}

const NO_FILTER = { types: [], pairs: [] };

/** Lines by id of a match's market groups, and the main lines a list item shows of them. */
export function pricedLines(sid: number, groups: readonly MarketGroup[]): PricedLines {
  const lines = new Map<number, LinePrice>();
  for (const g of groups) for (const l of g.mks) lines.set(l.id, { ss: l.ss, od: l.op.map((o) => o.od) });
  const listIds = new Set<number>();
  for (const g of listGroups(sid, groups, NO_FILTER)) for (const l of g.mks) listIds.add(l.id);
  return { lines, listIds };
}

/** A match's frame from its state and its priced lines, with the fields its Match view carries. */
export function matchFrame(id: number, at: number, state: MatchState, priced: PricedLines): MatchFrame {
  const bo = state.status !== matchStatus.ended && !isSuspended(state) ? 1 : 0;
  const [nsg, sb] = [scores(state), scoreboard(state)];
  return {
    id,
    at,
    sid: state.sid,
    ms: state.status,
    bo,
    mc: clock(state),
    nsg,
    sb,
    scoreKey: JSON.stringify([nsg, sb]),
    ...priced,
  };
}

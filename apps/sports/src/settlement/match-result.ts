import type { ScoreEntry } from '@matchday/contract';
import { scores } from '../simulator/clock.js';
import { matchStatus } from '@matchday/contract';
import type { MatchState } from '../simulator/state.js';

/** How a match or outright event ended: played to the end, called off before, or stopped during play. */
export type EventEnd = 'finished' | 'cancelled' | 'abandoned';

/**
 * The stored final result of a match: the same `nsg` entries `{pe, tyg, sc}` the result feed
 * answers and the recorder stores (total at `sid*1000`, per-period scores after it).
 */
export interface MatchResult {
  kind: 'match';
  sid: number;
  status: EventEnd;
  nsg: readonly ScoreEntry[];
}

/** Final standing of an outright (champion) event: the winning team, unless it was cancelled. */
export interface OutrightResult {
  kind: 'outright';
  sid: number;
  status: EventEnd;
  winnerTeamId: number | null;
}

export type EventResult = MatchResult | OutrightResult;

export function matchResult(sid: number, nsg: readonly ScoreEntry[], status: EventEnd = 'finished'): MatchResult {
  return { kind: 'match', sid, status, nsg };
}

/** The result of a match the simulator has played to the end. */
export function resultOfPlay(state: MatchState): MatchResult {
  if (state.status !== matchStatus.ended) throw new RangeError(`match of sport ${state.sid} has not ended`);
  return matchResult(state.sid, scores(state));
}

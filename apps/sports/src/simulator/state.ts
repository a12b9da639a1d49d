import { matchStatus } from '@matchday/contract';

/** The contract's match statuses (`ms`) the simulator plays through. */
export type SimulatedStatus = typeof matchStatus.notStarted | typeof matchStatus.live | typeof matchStatus.ended;

export type Pair = [home: number, away: number];

/**
 * Strengths a match is played and priced with; the meaning follows the sport's play kind:
 * goals / innings: expected goals or runs per team over regulation; possessions: scoring factor
 * per team (1 = average); overs: runs per over; sets: each side's chance to win a point on its
 * own serve (rally sports: home's rally chance, and one minus it); rounds: home's chance to win
 * the fight, and the chance of a stoppage in a round.
 */
export interface MatchModel {
  home: number;
  away: number;
}

export interface MatchState {
  sid: number;
  model: MatchModel;
  status: SimulatedStatus;
  /** Simulated seconds since kick-off, breaks included. */
  elapsed: number;
  /** 1-based period (half, quarter, set, inning, round); 0 before kick-off. */
  period: number;
  inBreak: boolean;
  /** Seconds into the current period or break. */
  periodElapsed: number;
  /** Goals, points or runs; sets or frames for set sports; 1-0 to the winner in boxing. */
  score: Pair;
  /** Per period: goals per half, points per quarter, games (tennis) or points per set. */
  periodScores: Pair[];
  /** Tennis points in the current game; tie-break points when games are 6-6. */
  points: Pair;
  /** Who serves: 0 home, 1 away. */
  server: 0 | 1;
  yellow: Pair;
  red: Pair;
  /** Baseball outs in the half-inning and cricket balls in the over. */
  outs: number;
  /** Cricket overs bowled in the current innings. */
  overs: number;
  wickets: Pair;
  /** Markets stay suspended while `elapsed` is below this (dangerous moments). */
  suspendedUntil: number;
  /** Random state: play continues from here. */
  rng: number;
}

export type MatchEvent =
  | { type: 'status'; at: number; status: SimulatedStatus; period: number }
  | { type: 'period'; at: number; period: number; inBreak: boolean }
  | { type: 'score'; at: number; side: 0 | 1; points: number; score: Pair; periodScore: Pair }
  | { type: 'danger'; at: number; side: 0 | 1; reason: DangerReason };

/** Why markets were suspended; codes follow the order pending types (`pt`, contract §5.10). */
export type DangerReason = 'dangerous-attack' | 'penalty' | 'card' | 'period-change' | 'score-change';

export function initialState(sid: number, model: MatchModel, seed: number): MatchState {
  return {
    sid,
    model,
    status: matchStatus.notStarted,
    elapsed: 0,
    period: 0,
    inBreak: false,
    periodElapsed: 0,
    score: [0, 0],
    periodScores: [],
    points: [0, 0],
    server: 0,
    yellow: [0, 0],
    red: [0, 0],
    outs: 0,
    overs: 0,
    wickets: [0, 0],
    suspendedUntil: 0,
    rng: seed >>> 0,
  };
}

/** Copy deep enough that advancing never mutates the caller's state. */
export function cloneState(state: MatchState): MatchState {
  return {
    ...state,
    model: { ...state.model },
    score: [...state.score],
    periodScores: state.periodScores.map((p): Pair => [p[0], p[1]]),
    points: [...state.points],
    yellow: [...state.yellow],
    red: [...state.red],
    wickets: [...state.wickets],
  };
}

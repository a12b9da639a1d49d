import type { Rng } from '../random.js';
import type { MatchEvent, MatchState, Pair } from './state.js';
import { matchStatus } from '@matchday/contract';

/** Per-kind play rules the shared period driver calls. */
export interface PeriodRules {
  periodSeconds(state: MatchState): number;
  /** Break after the current period; 0 goes straight on. */
  breakSeconds(state: MatchState): number;
  /** Whether the match ends when the current period ends. */
  endsAfterPeriod(state: MatchState): boolean;
  /** Plays up to `seconds` inside the current period; returns the seconds used (less when it ends). */
  play(state: MatchState, rng: Rng, seconds: number, events: MatchEvent[]): number;
}

export function currentPeriodScore(state: MatchState): Pair {
  const last = state.periodScores[state.periodScores.length - 1];
  if (!last) throw new Error('no period in play');
  return last;
}

/** Adds points for one side to the match and to the current period, and reports it. */
export function addScore(state: MatchState, side: 0 | 1, points: number, events: MatchEvent[]): void {
  const period = currentPeriodScore(state);
  state.score[side] += points;
  period[side] += points;
  events.push({ type: 'score', at: state.elapsed, side, points, score: [...state.score], periodScore: [...period] });
}

/** Moves the clock of the current period (or break) forward. */
export function tick(state: MatchState, seconds: number): void {
  state.elapsed += seconds;
  state.periodElapsed += seconds;
}

export function suspend(state: MatchState, seconds: number): void {
  state.suspendedUntil = Math.max(state.suspendedUntil, state.elapsed + seconds);
}

export function endMatch(state: MatchState, events: MatchEvent[]): void {
  state.status = matchStatus.ended;
  events.push({ type: 'status', at: state.elapsed, status: matchStatus.ended, period: state.period });
}

function startPeriod(state: MatchState, events: MatchEvent[]): void {
  state.period += 1;
  state.inBreak = false;
  state.periodElapsed = 0;
  state.periodScores.push([0, 0]);
  events.push({ type: 'period', at: state.elapsed, period: state.period, inBreak: false });
}

/** Runs periods and breaks for `seconds` of simulated time. */
export function drivePeriods(
  state: MatchState,
  rules: PeriodRules,
  rng: Rng,
  seconds: number,
  events: MatchEvent[],
): void {
  let budget = seconds;
  if (state.status === matchStatus.notStarted) {
    state.status = matchStatus.live;
    events.push({ type: 'status', at: state.elapsed, status: matchStatus.live, period: 1 });
    startPeriod(state, events);
  }
  while (budget > 1e-9 && state.status === matchStatus.live) {
    if (state.inBreak) {
      const take = Math.min(budget, rules.breakSeconds(state) - state.periodElapsed);
      tick(state, take);
      budget -= take;
      if (state.periodElapsed >= rules.breakSeconds(state) - 1e-9) startPeriod(state, events);
      continue;
    }
    const left = rules.periodSeconds(state) - state.periodElapsed;
    budget -= rules.play(state, rng, Math.min(budget, left), events);
    if (state.status !== matchStatus.live) break;
    if (state.periodElapsed < rules.periodSeconds(state) - 1e-9) continue;
    if (rules.endsAfterPeriod(state)) {
      endMatch(state, events);
    } else if (rules.breakSeconds(state) > 0) {
      state.inBreak = true;
      state.periodElapsed = 0;
      events.push({ type: 'period', at: state.elapsed, period: state.period, inBreak: true });
    } else {
      startPeriod(state, events);
    }
  }
}

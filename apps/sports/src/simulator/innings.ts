import type { Play } from '../catalogue/sports.js';
import type { Rng } from '../random.js';
import { addScore, endMatch, tick } from './play.js';
import type { PeriodRules } from './play.js';
import type { MatchEvent, MatchState } from './state.js';

type InningsPlay = Extract<Play, { kind: 'innings' }>;
type OversPlay = Extract<Play, { kind: 'overs' }>;
type RoundsPlay = Extract<Play, { kind: 'rounds' }>;

export const MAX_INNINGS = 20;
const WICKET_PER_OVER = 0.3;

/** Baseball: runs of each half-inning are Poisson at the side's rate; the away side bats first. */
export function inningsRules(play: InningsPlay): PeriodRules {
  const half = play.halfInningSeconds;
  return {
    periodSeconds: () => 2 * half,
    breakSeconds: () => 0,
    endsAfterPeriod: (state) =>
      state.period >= play.innings && (state.score[0] !== state.score[1] || state.period >= MAX_INNINGS),
    play(state: MatchState, rng: Rng, seconds: number, events: MatchEvent[]): number {
      let used = 0;
      for (;;) {
        const boundary = state.periodElapsed < half - 1e-9 ? half : 2 * half;
        const toBoundary = boundary - state.periodElapsed;
        if (used + toBoundary > seconds + 1e-9) {
          tick(state, seconds - used);
          return seconds;
        }
        tick(state, toBoundary);
        used += toBoundary;
        const side: 0 | 1 = boundary === half ? 1 : 0;
        const runs = rng.poisson((side === 0 ? state.model.home : state.model.away) / play.innings);
        if (runs > 0) addScore(state, side, runs, events);
        state.outs = 0;
        if (boundary === 2 * half) return used;
        // The home side does not bat in the last inning when already ahead.
        if (state.period >= play.innings && state.score[0] > state.score[1]) {
          state.periodElapsed = 2 * half;
          return used;
        }
      }
    },
  };
}

/** Cricket (T20): home bats first; runs per over are normal, wickets can end an innings early. */
export function oversRules(play: OversPlay): PeriodRules {
  const innings = play.overs * play.overSeconds;
  return {
    periodSeconds: () => innings,
    breakSeconds: () => 1200,
    endsAfterPeriod: (state) => state.period >= 2,
    play(state: MatchState, rng: Rng, seconds: number, events: MatchEvent[]): number {
      let used = 0;
      const side: 0 | 1 = state.period === 1 ? 0 : 1;
      if (state.periodElapsed === 0) state.overs = 0;
      for (;;) {
        const toOver = play.overSeconds - (state.periodElapsed % play.overSeconds);
        if (used + toOver > seconds + 1e-9) {
          tick(state, seconds - used);
          return seconds;
        }
        tick(state, toOver);
        used += toOver;
        state.overs += 1;
        const mean = side === 0 ? state.model.home : state.model.away;
        const runs = Math.max(0, Math.round(rng.normal(mean, play.runsSd)));
        if (runs > 0) addScore(state, side, runs, events);
        if (rng.chance(WICKET_PER_OVER)) state.wickets[side] += 1;
        if (side === 1 && state.score[1] > state.score[0]) {
          endMatch(state, events);
          return used;
        }
        if (state.wickets[side] >= 10 || state.overs >= play.overs) {
          state.periodElapsed = innings;
          return used;
        }
      }
    },
  };
}

/** Boxing: a stoppage can come at any moment of a round; otherwise the judges decide at the end. */
export function roundRules(play: RoundsPlay): PeriodRules {
  return {
    periodSeconds: () => play.roundSeconds,
    breakSeconds: () => play.breakSeconds,
    endsAfterPeriod: (state) => state.period >= play.rounds,
    play(state: MatchState, rng: Rng, seconds: number, events: MatchEvent[]): number {
      const hazard = -Math.log(1 - state.model.away) / play.roundSeconds;
      const wait = rng.exponential(hazard);
      const winner: 0 | 1 = rng.chance(state.model.home) ? 0 : 1;
      if (wait < seconds) {
        tick(state, wait);
        addScore(state, winner, 1, events);
        endMatch(state, events);
        return wait;
      }
      tick(state, seconds);
      if (state.period >= play.rounds && state.periodElapsed >= play.roundSeconds - 1e-9)
        addScore(state, winner, 1, events);
      return seconds;
    },
  };
}

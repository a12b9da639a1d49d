import type { Play, ScoreValue } from '../catalogue/sports.js';
import type { Rng } from '../random.js';
import { addScore } from './play.js';
import type { PeriodRules } from './play.js';
import type { MatchEvent, MatchState } from './state.js';

type PossessionPlay = Extract<Play, { kind: 'possessions' }>;

export const MAX_OVERTIMES = 8;

/** Chance of each value in one possession for a side with scoring factor `factor`. */
export function possessionOutcomes(values: readonly ScoreValue[], factor: number): ScoreValue[] {
  const scaled = values.map((v) => ({ points: v.points, weight: v.weight * factor }));
  const scoring = scaled.reduce((sum, v) => sum + v.weight, 0);
  return [{ points: 0, weight: Math.max(0, 1 - scoring) }, ...scaled];
}

export function periodLength(play: PossessionPlay, period: number): number {
  return period <= play.periods ? play.periodSeconds : play.overtimeSeconds;
}

/** Play seconds before the current period starts (regulation then overtimes). */
export function playedBefore(play: PossessionPlay, period: number): number {
  const regulation = Math.min(period - 1, play.periods) * play.periodSeconds;
  return regulation + Math.max(0, period - 1 - play.periods) * play.overtimeSeconds;
}

/**
 * Basketball, e-basketball, handball, rugby, American football: possessions end every
 * `possessionSeconds` of play, alternating sides (odd ones home), each scoring 0 or a value.
 */
export function possessionRules(play: PossessionPlay): PeriodRules {
  const outcomes = [0, 1].map(
    (side) => (state: MatchState) => possessionOutcomes(play.values, side === 0 ? state.model.home : state.model.away),
  );
  const draw = (rng: Rng, list: ScoreValue[]): number => {
    let u = rng.uniform();
    for (const o of list) {
      if (u < o.weight) return o.points;
      u -= o.weight;
    }
    return 0;
  };
  return {
    periodSeconds: (state) => periodLength(play, state.period),
    breakSeconds: (state) => play.breakSeconds[state.period - 1] ?? 60,
    endsAfterPeriod: (state) =>
      state.period >= play.periods &&
      (play.overtimeSeconds <= 0 || state.score[0] !== state.score[1] || state.period >= play.periods + MAX_OVERTIMES),
    play(state: MatchState, rng: Rng, seconds: number, events: MatchEvent[]): number {
      const start = playedBefore(play, state.period) + state.periodElapsed;
      const end = start + seconds;
      let k = Math.floor(start / play.possessionSeconds + 1e-9) + 1;
      while (k * play.possessionSeconds <= end + 1e-9) {
        const side: 0 | 1 = k % 2 === 1 ? 0 : 1;
        const points = draw(rng, outcomes[side]?.(state) ?? []);
        const periodElapsed = k * play.possessionSeconds - playedBefore(play, state.period);
        state.elapsed += periodElapsed - state.periodElapsed;
        state.periodElapsed = periodElapsed;
        if (points > 0) addScore(state, side, points, events);
        k++;
      }
      const target = end - playedBefore(play, state.period);
      state.elapsed += target - state.periodElapsed;
      state.periodElapsed = target;
      return seconds;
    },
  };
}
